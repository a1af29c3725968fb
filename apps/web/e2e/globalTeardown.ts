import { rmSync } from 'node:fs';

/** Removes the throw-away data folder that playwright.config.ts made for the server. */
export default function removeDataDir(): void {
  const dataDir = process.env.LIMELIGHT_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
