/** One chunk of a recording: its bytes and the ms since the recording began (saveStream's X-Timestamp). */
export interface RecordingChunk {
  data: Blob;
  timestampMs: number;
}

export interface UploadQueueOptions {
  /** Sends one chunk; a rejection is a failure to retry. */
  send: (chunk: RecordingChunk) => Promise<void>;
  /** Whether a failure is worth retrying (a network loss is; a refusal such as a full quota is not). */
  isRetryable: (error: unknown) => boolean;
  /** Told once when a chunk fails for good: the queue stops sending. */
  onFailed: (error: unknown) => void;
  /** The waits between attempts at one chunk, the last repeated (docs/decisions/recordings.md). */
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

const defaultRetryDelaysMs = [1_000, 2_000, 4_000, 8_000];
const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chunks of a recording on their way to the server, one at a time in recording order. A chunk that
 * fails is sent again (the server keeps a chunk once per timestamp, so a retry whose first answer was lost
 * does no harm) until it goes or fails for good; `drain` waits for every chunk queued so far.
 */
export function createUploadQueue(options: UploadQueueOptions) {
  const { send, isRetryable, onFailed, retryDelaysMs = defaultRetryDelaysMs, wait = realWait } = options;
  const pending: RecordingChunk[] = [];
  let running: Promise<void> | null = null;
  let failure: unknown = null;
  let hasFailed = false;

  async function sendWithRetries(chunk: RecordingChunk): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await send(chunk);
        return;
      } catch (error) {
        if (!isRetryable(error)) throw error;
        await wait(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 0);
      }
    }
  }

  async function run(): Promise<void> {
    while (pending.length > 0 && !hasFailed) {
      const chunk = pending[0] as RecordingChunk;
      try {
        await sendWithRetries(chunk);
        pending.shift();
      } catch (error) {
        hasFailed = true;
        failure = error;
        onFailed(error);
      }
    }
    running = null;
  }

  return {
    /** Queues a chunk; sending starts at once when nothing else is on its way. */
    push(chunk: RecordingChunk): void {
      if (hasFailed) return;
      pending.push(chunk);
      running ??= run();
    },
    /** Resolves once every chunk queued so far is sent; rejects with the failure when one failed for good. */
    async drain(): Promise<void> {
      while (running) await running;
      if (hasFailed) throw failure;
    },
    /** How many chunks wait to be sent (the one on its way included). */
    get size(): number {
      return pending.length;
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
