import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createFirstPaintService,
  type FirstPaintBuild,
  type FirstPaintService,
  type FirstPaintServiceDeps,
} from './firstPaint.service.ts';

/**
 * The first paint of the web app's busiest pages (docs/decisions/first-paint.md), when the web build in
 * `distDir` describes it (`first-paint.json`); undefined without a build, so the server sends the plain shell.
 */
export function createFirstPaint(
  distDir: string,
  deps: Omit<FirstPaintServiceDeps, 'build'>,
): FirstPaintService | undefined {
  const buildFile = path.join(distDir, 'first-paint.json');
  if (!existsSync(buildFile)) return undefined;
  const build = JSON.parse(readFileSync(buildFile, 'utf8')) as FirstPaintBuild;
  return createFirstPaintService({ ...deps, build });
}
