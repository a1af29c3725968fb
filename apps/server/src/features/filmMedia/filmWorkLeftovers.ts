import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A transcode's work folder is named after its process, film and attempt (then a random part), so that
 * what a crash leaves can be told from what a live process (sharing the data directory) is writing.
 */
export function workFolderPrefix(processId: string, filmId: string, attempt: number): string {
  return `${processId}.${Buffer.from(filmId).toString('base64url')}.${attempt}.`;
}

function parseWorkFolder(name: string): { processId: string; filmId: string; attempt: number } | undefined {
  const [processId, encodedFilmId, attempt] = name.split('.');
  if (!processId || !encodedFilmId || !attempt || !/^\d+$/.test(attempt)) return undefined;
  return { processId, filmId: Buffer.from(encodedFilmId, 'base64url').toString(), attempt: Number(attempt) };
}

export interface WorkLeftoverDeps {
  workDir: string;
  /** The server processes alive now (presence), this one included. */
  liveProcessIds: () => Promise<Set<string>>;
  /** A film's transcode, as stored. */
  find: (filmId: string) => Promise<{ state: string; attempts: number } | undefined>;
  /** Ends the interrupted attempt by the transcode's rules: queued again once, then failed. */
  endInterrupted: (filmId: string) => Promise<void>;
}

/**
 * Removes the work folders of processes that are gone (a crash mid-transcode leaves the copied source and a
 * half-written ladder), and ends their attempt when the film is still in it, without waiting for the stall
 * rule's 10 minutes. A folder of a live process is left alone; one with a name of no attempt goes too.
 * Answers how many folders went.
 */
export async function cleanWorkLeftovers(deps: WorkLeftoverDeps): Promise<number> {
  const names = await readdir(deps.workDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (names.length === 0) return 0;
  const live = await deps.liveProcessIds();
  let removed = 0;
  for (const name of names) {
    const folder = parseWorkFolder(name);
    if (folder && live.has(folder.processId)) continue;
    await rm(path.join(deps.workDir, name), { recursive: true, force: true });
    removed += 1;
    if (!folder) continue;
    const film = await deps.find(folder.filmId);
    if (film?.state === 'transcoding' && film.attempts === folder.attempt)
      await deps.endInterrupted(folder.filmId);
  }
  return removed;
}
