import { fork, type ChildProcess } from 'node:child_process';
import type { Logger } from '../logger.ts';
import { SfuRefusal, type Sfu, type SfuEvent } from './sfu.ts';
import type { SfuIceOptions, SfuOperation, SfuOperations, SfuReply } from './sfuMessages.ts';

/** A request the SFU's process has not answered in this long fails (and the caller's request with it). */
const requestTimeoutMs = 15_000;
const processEntry = new URL('./sfuProcess.ts', import.meta.url);

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** The embedded SFU with its process's lifecycle: started on first use (or by `start`), stopped with the media module. */
export interface ProcessSfu extends Sfu {
  /** Whether its process runs now (it starts on first use, and again after it dies). */
  isRunning(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The werift SFU in a child process (docs/decisions/media.md "The worker"): every call is a message to
 * it and its answer. When the process dies it is started again, and the listener hears `restarted`: every
 * session it held is gone.
 */
export function createWeriftSfu(options: {
  ice: SfuIceOptions;
  /** Where the SFU writes the files of the streams it records (the server moves them into storage). */
  recordingsDir: string;
  log: Logger;
}): ProcessSfu {
  const { ice, log } = options;
  let child: ChildProcess | undefined;
  let isStopping = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let listener: (event: SfuEvent) => void = () => undefined;

  function failPending(reason: string): void {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.reject(new Error(reason));
      pending.delete(id);
    }
  }

  function onReply(reply: SfuReply): void {
    if ('event' in reply) {
      listener(reply.event);
      return;
    }
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    clearTimeout(request.timer);
    if (reply.ok) request.resolve(reply.result);
    else request.reject(new SfuRefusal(reply.error));
  }

  async function spawn(): Promise<void> {
    const started = fork(processEntry, [], {
      // Node strips sfuProcess.ts's types itself; none of the parent's flags (an --inspect port) carry over.
      execArgv: [],
      env: {
        ...process.env,
        SFU_PROCESS_ICE: JSON.stringify(ice),
        SFU_PROCESS_RECORDINGS_DIR: options.recordingsDir,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    started.on('message', (reply: SfuReply) => onReply(reply));
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = undefined;
      failPending('the SFU process ended');
      if (isStopping) return;
      log.error({ code, signal }, 'SFU process ended; starting it again');
      listener({ type: 'restarted' });
      spawn().catch((error: unknown) => log.error({ err: error }, 'SFU process did not start'));
    });
    await new Promise<void>((resolve, reject) => {
      started.once('spawn', () => resolve());
      started.once('error', reject);
    });
  }

  let starting: Promise<void> | undefined;
  /** The process, started on the first call: a server that never streams never starts it. */
  function ensureStarted(): Promise<void> {
    if (isStopping) return Promise.reject(new Error('the SFU is stopping'));
    if (child?.connected) return Promise.resolve();
    starting ??= spawn().finally(() => {
      starting = undefined;
    });
    return starting;
  }

  async function call<O extends SfuOperation>(
    op: O,
    args: SfuOperations[O]['args'],
  ): Promise<SfuOperations[O]['result']> {
    await ensureStarted();
    const target = child;
    if (!target?.connected) throw new Error('the SFU is not running');
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the SFU did not answer ${op} in time`));
      }, requestTimeoutMs);
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
      target.send({ id, op, args });
    });
  }

  return {
    publish: (sessionId, offer, kinds) => call('publish', { sessionId, offer, kinds }),
    subscribe: (sessionId, publisherId) => call('subscribe', { sessionId, publisherId }),
    answer: async (sessionId, answer) => {
      await call('answer', { sessionId, answer });
    },
    echo: (sessionId, offer) => call('echo', { sessionId, offer }),
    muteAudio: async (publisherId, isMuted) => {
      await call('muteAudio', { publisherId, isMuted });
    },
    status: async (publisherId) => (await call('status', { publisherId })) ?? undefined,
    record: async (publisherId) => {
      await call('record', { publisherId });
    },
    stopRecording: async (publisherId) => (await call('stopRecording', { publisherId })) ?? undefined,
    close: async (sessionId) => {
      await call('close', { sessionId });
    },
    stats: () => call('stats', {}),
    onEvent(handler) {
      listener = handler;
    },
    isRunning: () => child?.connected === true,
    start: ensureStarted,
    async stop() {
      isStopping = true;
      const running = child;
      if (!running) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      // The process closes its sessions and exits when its channel closes (sfuProcess.ts).
      running.disconnect();
      // Longer than a recording takes to finish its file (webmRecording.ts).
      const killTimer = setTimeout(() => running.kill('SIGKILL'), 6_000);
      await exited;
      clearTimeout(killTimer);
    },
  };
}
