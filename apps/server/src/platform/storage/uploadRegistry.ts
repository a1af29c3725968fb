import { ApiError } from '../http/apiError.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from './fileStorage.ts';
import type { UploadsRepo } from './uploads.repo.ts';

export interface UploadRetention {
  /** How often this process collects (0: never; tests call `collectUnattached`). */
  collectIntervalMs: number;
  /** An upload nothing references is collected once older than this. */
  maxAgeMs: number;
  /** How many uploads nothing references one person may hold at once. */
  maxPerPerson: number;
}

export interface UploadRegistryDeps {
  repo: UploadsRepo;
  storage: FileStorage;
  retention: UploadRetention;
  now: () => Date;
  log: Logger;
}

/** Marks the stored files these addresses name as referenced; other addresses are ignored. */
export type AttachUploads = (urls: readonly (string | null | undefined)[]) => Promise<void>;

const collectBatchSize = 100;

/**
 * Who uploaded which file when, and whether anything references it (issue 9, docs/decisions/security.md):
 * uploads nothing references are capped per person and collected after a day, by every server process
 * (row locks keep them from colliding).
 */
export function createUploadRegistry(deps: UploadRegistryDeps) {
  const { repo, storage, retention } = deps;

  /** Deletes unattached uploads older than the retention age at `now`; answers how many went. */
  async function collectUnattached(now: Date = deps.now()): Promise<number> {
    const before = new Date(now.getTime() - retention.maxAgeMs);
    let collected = 0;
    for (;;) {
      const keys = await repo.collectUnattached(before, collectBatchSize, (key) => storage.delete(key));
      collected += keys.length;
      if (keys.length < collectBatchSize) return collected;
    }
  }

  return {
    /** Records an upload nothing references yet, before it is stored; 171115 past the person's cap. */
    async reserveUnattached(key: string, ownerId: string): Promise<void> {
      if (!(await repo.reserveUnattached(key, ownerId, deps.now(), retention.maxPerPerson)))
        throw new ApiError('AssetLimitReached');
    },

    /** Records an upload that something references as it is stored. */
    recordAttached: (key: string, ownerId: string): Promise<void> =>
      repo.insertAttached(key, ownerId, deps.now()),

    attach: (async (urls) => {
      const keys = urls.flatMap((url) => (url ? (storage.keyOfUrl(url) ?? []) : []));
      await repo.markAttached(keys, deps.now());
    }) satisfies AttachUploads,

    /** Removes a stored file and its record (an upload that failed, a replaced image). */
    async discard(key: string): Promise<void> {
      await storage.delete(key);
      await repo.remove(key);
    },

    collectUnattached,

    /** Collects every `collectIntervalMs` in this process until the answered stop is called. */
    startCollecting(): () => Promise<void> {
      if (retention.collectIntervalMs === 0) return async () => undefined;
      let running: Promise<void> = Promise.resolve();
      const timer = setInterval(() => {
        running = collectUnattached().then(
          (count) => {
            if (count > 0) deps.log.info({ count }, 'collected unattached uploads');
          },
          (error: unknown) => deps.log.error({ err: error }, 'collecting unattached uploads failed'),
        );
      }, retention.collectIntervalMs);
      timer.unref();
      // A stop waits for a collection under way, so that the database closes after it.
      return () => {
        clearInterval(timer);
        return running;
      };
    },
  };
}

export type UploadRegistry = ReturnType<typeof createUploadRegistry>;
