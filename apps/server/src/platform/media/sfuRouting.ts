import { z } from 'zod';
import { BusRequestFailed, BusRequestUnanswered, type BusRequests } from '../bus/busRequests.ts';
import { SfuRefusal, type PublisherStatus, type SessionDescription, type Sfu } from './sfu.ts';

/** What the server asks of the SFU that holds a session, whichever process runs it. */
export type HeldSfu = Pick<Sfu, 'subscribe' | 'answer' | 'muteAudio' | 'status' | 'record' | 'close'>;

/**
 * The process that holds a session did not answer: it is gone (`isGone`: no process listens under its id)
 * or it did not answer in time.
 */
export class SfuUnreachable extends Error {
  override readonly name = 'SfuUnreachable';
  readonly isGone: boolean;
  constructor(isGone: boolean, message: string) {
    super(message);
    this.isGone = isGone;
  }
}

/**
 * Every process runs its own SFU; a session lives in the SFU of the process that made it (a publisher's
 * subscribers in its publisher's). `local` is this process's SFU; `on(processId)` is the one that holds a
 * session, reached over the bus when it is another process's (docs/decisions/media.md "Across processes").
 */
export interface SfuRouter {
  readonly processId: string;
  readonly local: Sfu;
  on(processId: string): HeldSfu;
}

const descriptionSchema = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() });
const statusSchema = z.object({
  state: z.enum(['connecting', 'connected', 'closed']),
  isAudioModMuted: z.boolean(),
  packetsReceived: z.object({ audio: z.number(), video: z.number() }),
  subscribers: z.number(),
});
const sfuRequestSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), sessionId: z.string(), publisherId: z.string() }),
  z.object({ op: z.literal('answer'), sessionId: z.string(), answer: descriptionSchema }),
  z.object({ op: z.literal('muteAudio'), publisherId: z.string(), isMuted: z.boolean() }),
  z.object({ op: z.literal('status'), publisherId: z.string() }),
  z.object({ op: z.literal('record'), publisherId: z.string() }),
  z.object({ op: z.literal('close'), sessionId: z.string() }),
]);
type SfuRequest = z.infer<typeof sfuRequestSchema>;

const topic = 'sfu';

/** Runs another process's request on this process's SFU. */
async function serve(local: Sfu, request: SfuRequest): Promise<unknown> {
  switch (request.op) {
    case 'subscribe':
      return local.subscribe(request.sessionId, request.publisherId);
    case 'answer':
      return local.answer(request.sessionId, request.answer);
    case 'muteAudio':
      return local.muteAudio(request.publisherId, request.isMuted);
    case 'status':
      // JSON has no undefined: null is "no such publisher".
      return (await local.status(request.publisherId)) ?? null;
    case 'record':
      return local.record(request.publisherId);
    case 'close':
      return local.close(request.sessionId);
  }
}

/** The SFUs of every process: this one's, and the others' over `requests` (whose handler it registers). */
export function createSfuRouter(local: Sfu, requests: BusRequests): SfuRouter {
  requests.handle(topic, (payload) => serve(local, sfuRequestSchema.parse(payload)));

  async function ask(target: string, request: SfuRequest): Promise<unknown> {
    try {
      return await requests.request(target, topic, request);
    } catch (error) {
      if (error instanceof BusRequestFailed && error.remoteName === 'SfuRefusal')
        throw new SfuRefusal(error.message);
      if (error instanceof BusRequestUnanswered)
        throw new SfuUnreachable(error.reason === 'unknownTarget', error.message);
      throw error;
    }
  }

  const remote = (target: string): HeldSfu => ({
    subscribe: async (sessionId, publisherId): Promise<SessionDescription> =>
      descriptionSchema.parse(await ask(target, { op: 'subscribe', sessionId, publisherId })),
    answer: async (sessionId, answer) => {
      await ask(target, { op: 'answer', sessionId, answer });
    },
    muteAudio: async (publisherId, isMuted) => {
      await ask(target, { op: 'muteAudio', publisherId, isMuted });
    },
    status: async (publisherId): Promise<PublisherStatus | undefined> =>
      statusSchema.nullable().parse(await ask(target, { op: 'status', publisherId })) ?? undefined,
    record: async (publisherId) => {
      await ask(target, { op: 'record', publisherId });
    },
    close: async (sessionId) => {
      await ask(target, { op: 'close', sessionId });
    },
  });

  return {
    processId: requests.processId,
    local,
    on: (processId) => (processId === requests.processId ? local : remote(processId)),
  };
}
