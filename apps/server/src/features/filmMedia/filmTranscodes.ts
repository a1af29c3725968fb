import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { FilmLimit } from '@limelight/protocol';
import type { JobHandler, JobQueue } from '../../platform/jobs/jobQueue.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { FilmFiles } from './filmFiles.ts';
import type { FilmMediaRepo, FilmMediaRow } from './filmMedia.repo.ts';
import { ladderOf, MediaToolFailed, probeSource, takeStills, transcodeToHls } from './filmTranscoder.ts';
import { cleanWorkLeftovers, workFolderPrefix } from './filmWorkLeftovers.ts';

export const transcodeJobKind = 'filmTranscode';

/** A transcode with no progress for this long lost its process (a crash, a restart): it is queued again. */
const stalledAfterMs = 10 * 60_000;
/** Progress is stored and pushed at most this often. */
const progressIntervalMs = 1000;

const transcodeJobSchema = z.object({ filmId: z.string() });

export interface FilmTranscodesDeps {
  repo: FilmMediaRepo;
  jobs: JobQueue;
  storage: FileStorage;
  files: FilmFiles;
  /** A folder of the data directory where sources are copied and ladders written before storing. */
  workDir: string;
  /** This server process (its work folders carry it) and the ones alive now. */
  processId: string;
  liveProcessIds: () => Promise<Set<string>>;
  /** Tells the uploader (cya_self_service filmTranscode). */
  progressed: (row: FilmMediaRow) => Promise<void>;
  now: () => Date;
}

/** What a job of a claimed film carries from its transaction to its run. */
interface ClaimWork {
  filmId: string;
  claimed?: FilmMediaRow;
}

/**
 * Film transcodes (docs/decisions/films-media.md): queued films are jobs on the job queue; a job claims its
 * film (queued → transcoding, one attempt more) in the transaction that takes it, then runs ffmpeg. Jobs
 * run one after another, so a process transcodes one film at a time. A failure is retried once
 * (FilmLimit.transcodeAttempts); then the film is failed with ffmpeg's last lines.
 */
export function createFilmTranscodes(deps: FilmTranscodesDeps) {
  const { repo, files } = deps;

  /** Schedules the transcode of a queued film; the key is its queueing's, so scheduling twice is once. */
  async function schedule(row: FilmMediaRow): Promise<void> {
    const queuedAt = new Date(row.updatedAt);
    await deps.jobs.schedule([
      {
        key: `${transcodeJobKind}:${row.filmId}:${queuedAt.getTime()}`,
        kind: transcodeJobKind,
        runAt: queuedAt,
        payload: { filmId: row.filmId },
      },
    ]);
  }

  /** Stores and pushes the progress of a transcode, at most once a second. */
  function progressReporter(row: FilmMediaRow) {
    let lastAt = 0;
    let pending = Promise.resolve();
    return {
      report(percent: number) {
        const at = deps.now().getTime();
        if (at - lastAt < progressIntervalMs) return;
        lastAt = at;
        const rounded = Math.round(percent * 10) / 10;
        pending = pending
          .then(() => repo.setProgress(row.filmId, 'transcoding', rounded, deps.now()))
          .then(() => deps.progressed({ ...row, percent: rounded }))
          .catch(() => undefined);
      },
      settled: () => pending,
    };
  }

  async function copySource(sourceKey: string, file: string): Promise<void> {
    const stored = await deps.storage.read(sourceKey);
    if (!stored) throw new MediaToolFailed('storage', 'The uploaded video is missing.');
    await pipeline(stored.stream, createWriteStream(file));
  }

  /** One attempt at a claimed film: its ladder, poster and thumbnail stored, and the film ready. */
  async function transcodeClaimed(row: FilmMediaRow): Promise<void> {
    await mkdir(deps.workDir, { recursive: true });
    const work = await mkdtemp(
      path.join(deps.workDir, workFolderPrefix(deps.processId, row.filmId, row.attempts)),
    );
    const progress = progressReporter(row);
    try {
      if (!row.sourceKey) throw new MediaToolFailed('storage', 'The uploaded video is missing.');
      const source = path.join(work, 'source');
      await copySource(row.sourceKey, source);
      const probe = await probeSource(source);
      const heights = ladderOf(probe.height);
      const ladderDir = path.join(work, 'hls');
      await transcodeToHls({ source, outDir: ladderDir, probe, heights, onProgress: progress.report });
      const stills = {
        posterFile: path.join(work, 'poster.jpg'),
        thumbnailFile: path.join(work, 'thumb.jpg'),
      };
      await takeStills({ source, probe, ...stills });
      await progress.settled();
      await files.storeLadder(row.filmId, ladderDir);
      const posterUrl = await files.storeStill(row.filmId, 'poster', stills.posterFile);
      const thumbnailUrl = await files.storeStill(row.filmId, 'thumb', stills.thumbnailFile);
      const film = { heights, runtimeS: Math.round(probe.durationS * 10) / 10, posterUrl, thumbnailUrl };
      const ready = await repo.finish(row.filmId, film, deps.now());
      if (!ready) {
        // The film was removed while it was transcoded: its files go too.
        await files.removeLadder(row.filmId);
        await files.remove([posterUrl, thumbnailUrl]);
        return;
      }
      await deps.progressed(ready);
    } catch (error) {
      await progress.settled();
      await endFailedAttempt(row, error);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function endFailedAttempt(row: FilmMediaRow, error: unknown): Promise<void> {
    const reason =
      error instanceof MediaToolFailed
        ? error.lastLines
        : error instanceof Error
          ? error.message
          : String(error);
    const isRetried = row.attempts < FilmLimit.transcodeAttempts;
    const ended = await repo.endAttempt(
      row.filmId,
      { state: isRetried ? 'queued' : 'failed', error: reason.slice(0, 2000) },
      deps.now(),
    );
    if (!ended) return;
    if (isRetried) await schedule(ended);
    await deps.progressed(ended);
  }

  const handler: JobHandler<ClaimWork> = {
    kind: transcodeJobKind,
    async prepare(payload) {
      const { filmId } = transcodeJobSchema.parse(payload);
      return (await repo.find(filmId))?.state === 'queued' ? { filmId } : undefined;
    },
    async write(trx, work) {
      work.claimed = await repo.claim(trx, work.filmId, deps.now());
    },
    async after(work) {
      if (!work.claimed) return;
      await deps.progressed(work.claimed);
      await transcodeClaimed(work.claimed);
    },
  };

  /** The work folders of gone processes: removed, and their films' attempts ended by the rules above. */
  const cleanLeftovers = () =>
    cleanWorkLeftovers({
      workDir: deps.workDir,
      liveProcessIds: deps.liveProcessIds,
      find: (filmId) => repo.find(filmId),
      async endInterrupted(filmId) {
        const row = await repo.find(filmId);
        if (row) await endFailedAttempt(row, new Error('The server stopped during the transcode.'));
      },
    });

  // One run at a time in this process, whoever asks (the loop, the start, a caller awaiting the queue).
  let running: Promise<number> = Promise.resolve(0);

  return {
    schedule,

    /** At the process's start: what a crash left in the work folder goes (cleanWorkLeftovers). */
    cleanLeftovers(): Promise<number> {
      running = running.catch(() => 0).then(cleanLeftovers);
      return running;
    },

    /**
     * Runs the due transcodes, one film after another; films whose transcode stalled are queued again
     * first. Answers how many this run took.
     */
    runDue(): Promise<number> {
      // A failed run (logged by its caller) does not stop the next one.
      running = running
        .catch(() => 0)
        .then(async () => {
          const now = deps.now();
          const stalled = await repo.requeueStalled(new Date(now.getTime() - stalledAfterMs), now);
          for (const filmId of stalled) {
            const row = await repo.find(filmId);
            if (row) await schedule(row);
          }
          // A stalled transcode's process is gone: its work folder too.
          if (stalled.length > 0) await cleanLeftovers();
          return deps.jobs.runDue(handler, now);
        });
      return running;
    },
  };
}

export type FilmTranscodes = ReturnType<typeof createFilmTranscodes>;
