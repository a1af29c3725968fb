import { ResponseCode, type Envelope, type RoomAuthCheckAnswer } from '@limelight/protocol';

/**
 * spec 000 §2 pre-room blocks by `index` (auth=0), in the order of spec 000 §8's "Waiting-room blocks: age,
 * private room, queue at full capacity".
 */
export const PreRoomBlock = { age: 0, privateRoom: 1, queueFull: 2 } as const;
export type PreRoomBlock = (typeof PreRoomBlock)[keyof typeof PreRoomBlock];

/** Where the room's authorization check sends the viewer. */
export type PreRoomOutcome =
  | { kind: 'enter'; roomId: string; slug: string }
  | { kind: 'wait'; roomId: string; slug: string }
  | { kind: 'blocked'; block: PreRoomBlock }
  | { kind: 'notFound' };

/**
 * spec 000 §2 / spec 001 §2: 200 with showWaitRoom → auth=1, wait=1; 200 otherwise → the live room;
 * 10011 → auth=0, index=0; 5007 → auth=0, index=2; 11002 → not found; any other code → auth=0, index=1.
 */
export function preRoomOutcomeOf(answer: Envelope<RoomAuthCheckAnswer | null>): PreRoomOutcome {
  switch (answer.code) {
    case ResponseCode.Success: {
      if (answer.data === null) return { kind: 'blocked', block: PreRoomBlock.privateRoom };
      const { eventId: roomId, slug, showWaitRoom } = answer.data;
      return { kind: showWaitRoom ? 'wait' : 'enter', roomId, slug };
    }
    case ResponseCode.RoomAgeRestricted:
      return { kind: 'blocked', block: PreRoomBlock.age };
    case ResponseCode.RoomFull:
      return { kind: 'blocked', block: PreRoomBlock.queueFull };
    case ResponseCode.RoomNotFound:
      return { kind: 'notFound' };
    default:
      return { kind: 'blocked', block: PreRoomBlock.privateRoom };
  }
}

/** The pre-room's address query for an outcome shown there (spec 000 §2 auth, wait, index). */
export function preRoomQueryOf(outcome: PreRoomOutcome): Record<string, string> {
  if (outcome.kind === 'wait') return { auth: '1', wait: '1' };
  if (outcome.kind === 'blocked') return { auth: '0', index: String(outcome.block) };
  return {};
}
