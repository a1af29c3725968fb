import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanWorkLeftovers, workFolderPrefix } from './filmWorkLeftovers.ts';

let workDir: string;
beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'film-work-test-'));
});
afterEach(() => rm(workDir, { recursive: true, force: true }));

/** A work folder as a transcode leaves it: the copied source and half a ladder. */
async function leaveFolder(processId: string, filmId: string, attempt: number): Promise<string> {
  const folder = await mkdtemp(path.join(workDir, workFolderPrefix(processId, filmId, attempt)));
  await mkdir(path.join(folder, 'hls'));
  await writeFile(path.join(folder, 'source'), 'not much of a film');
  await writeFile(path.join(folder, 'hls', 'seg0.ts'), 'half a ladder');
  return path.basename(folder);
}

describe('what a crash mid-transcode leaves in film-work is cleaned when a process starts', () => {
  it("removes a gone process's folders and ends the attempt its film is still in; a live process's stay", async () => {
    const films = new Map([
      ['film-retried', { state: 'transcoding', attempts: 1 }],
      ['film/odd id', { state: 'transcoding', attempts: 2 }],
      ['film-ready', { state: 'ready', attempts: 1 }],
      ['film-later-attempt', { state: 'transcoding', attempts: 2 }],
      ['film-of-sibling', { state: 'transcoding', attempts: 1 }],
    ]);
    await leaveFolder('crashed', 'film-retried', 1);
    await leaveFolder('crashed', 'film/odd id', 2);
    await leaveFolder('crashed', 'film-ready', 1);
    await leaveFolder('crashed', 'film-later-attempt', 1);
    const sibling = await leaveFolder('sibling', 'film-of-sibling', 1);
    await mkdir(path.join(workDir, 'transcode-from-an-older-version'));
    const ended: string[] = [];

    const removed = await cleanWorkLeftovers({
      workDir,
      liveProcessIds: async () => new Set(['sibling', 'me']),
      find: async (filmId) => films.get(filmId),
      endInterrupted: async (filmId) => void ended.push(filmId),
    });

    expect(removed).toBe(5);
    expect(await readdir(workDir)).toEqual([sibling]);
    // Only the attempts the films are still in: a ready film and a later attempt are left as they are.
    expect(ended.sort()).toEqual(['film-retried', 'film/odd id']);
  });

  it('does nothing without a work folder (a first start)', async () => {
    const removed = await cleanWorkLeftovers({
      workDir: path.join(workDir, 'never-made'),
      liveProcessIds: () => Promise.reject(new Error('not asked when there is nothing to clean')),
      find: async () => undefined,
      endInterrupted: async () => {},
    });
    expect(removed).toBe(0);
  });
});
