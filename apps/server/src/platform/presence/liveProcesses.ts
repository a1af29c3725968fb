import type { Logger } from '../logger.ts';
import { presenceTtlMs, type Presence } from './presence.ts';

/** Presence's entry of server processes: no room id has this form. */
const processesRoom = '#server-processes';

/**
 * Which server processes run now, through presence: each process is present in one shared entry while it
 * beats (every third of presence's TTL), so one that dies lapses within `presenceTtlMs`; one that stops
 * leaves at once. Other processes drop what a lapsed one held (docs/decisions/media.md).
 */
export interface LiveProcesses {
  /** The ids of the processes that beat now (this one included once started). */
  liveIds(): Promise<Set<string>>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createLiveProcesses(
  presence: Presence,
  processId: string,
  log: Logger,
  heartbeatMs = presenceTtlMs / 3,
): LiveProcesses {
  let timer: NodeJS.Timeout | undefined;
  const beat = () => presence.refresh(processesRoom, [{ connectionId: processId, userId: processId }]);
  return {
    async liveIds() {
      return new Set(await presence.users(processesRoom));
    },
    async start() {
      await beat();
      timer ??= setInterval(() => {
        beat().catch((error: unknown) => log.warn({ err: error }, 'process heartbeat failed'));
      }, heartbeatMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await presence.leave(processesRoom, processId);
    },
  };
}
