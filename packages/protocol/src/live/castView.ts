import { z } from 'zod';
import { Defaults } from '../limits.ts';
import { textSchema } from '../schemas/text.ts';
import { castListSchema, stageProfileSchema } from '../socket/cast.ts';
import { P2pPrefix, type StagePeerInfo } from '../socket/castMedia.ts';
import { CastSlots, type CastPerson, type CastSlot, type RoomCastState } from './roomCast.ts';

/** One person of a moderator's list (GET /cast/v1/stateList): where they are and how long they waited. */
export const castListEntrySchema = z.object({
  userId: textSchema,
  profile: stageProfileSchema,
  list: z.enum(CastSlots),
  /** When they applied (ISO-8601) and their place in the waiting line (1 is next), when waiting. */
  appliedAt: textSchema,
  placeInLine: z.number().optional(),
  /** When they entered their list, and the whole seconds since then. */
  since: textSchema,
  waitedSeconds: z.number(),
  interview: z.object({ interviewer: textSchema, isAccepted: z.boolean() }).optional(),
  isOnMain: z.boolean(),
});
export type CastListEntry = z.infer<typeof castListEntrySchema>;

/**
 * A participant's own cast state (spec 001 §3 "Cast state (participant side)", GET /cast/v1/state):
 * `terminated` when in no list, or blocked; their place in line while waiting (the transparent queue).
 */
export const ownCastStateSchema = z.object({
  list: castListSchema,
  blocked: z.boolean(),
  interview: z
    .object({ interviewee: textSchema, interviewer: textSchema, isAccepted: z.boolean() })
    .optional(),
  isMicMuted: z.boolean(),
  isAvatarShown: z.boolean(),
  isOnMain: z.boolean(),
  /** spec 001 §3 cast mode, default "G". */
  castMode: z.literal(Defaults.castMode),
  /** How many wait in line, and this person's place among them (1 is next) when waiting. */
  waitingCount: z.number(),
  placeInLine: z.number().optional(),
  appliedAt: textSchema.optional(),
  since: textSchema.optional(),
});
export type OwnCastState = z.infer<typeof ownCastStateSchema>;

type Ordered = [userId: string, person: CastPerson];

/** The people of one list in its order: the waiting line by application, the others by arrival. */
function peopleIn(cast: RoomCastState, list: CastSlot): Ordered[] {
  const people = Object.entries(cast.people).filter(([, person]) => person.list === list);
  const byQueue = (a: Ordered, b: Ordered) => a[1].order - b[1].order;
  const byArrival = (a: Ordered, b: Ordered) => a[1].since - b[1].since || byQueue(a, b);
  const byStage = (a: Ordered, b: Ordered) => (a[1].stage?.order ?? 0) - (b[1].stage?.order ?? 0);
  if (list === 'waiting') return people.sort(byQueue);
  return people.sort(list === 'online' ? byStage : byArrival);
}

/** The user ids of each list, in order (the moderator-side lists of spec 001 §3). */
export function castListsOf(cast: RoomCastState): Record<CastSlot, string[]> {
  return Object.fromEntries(
    CastSlots.map((list) => [list, peopleIn(cast, list).map(([userId]) => userId)]),
  ) as Record<CastSlot, string[]>;
}

/** A person's place in the waiting line (1 is next), or undefined when not waiting. */
export function placeInLineOf(cast: RoomCastState, userId: string): number | undefined {
  const index = peopleIn(cast, 'waiting').findIndex(([id]) => id === userId);
  return index < 0 ? undefined : index + 1;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** The entries of one list, or of every list in the order of CastSlots, as of `at` (epoch ms). */
export function castEntriesOf(cast: RoomCastState, at: number, list?: CastSlot): CastListEntry[] {
  return (list ? [list] : CastSlots).flatMap((slot) =>
    peopleIn(cast, slot).map(([userId, person], index) => ({
      userId,
      profile: person.profile,
      list: slot,
      appliedAt: iso(person.appliedAt),
      ...(slot === 'waiting' ? { placeInLine: index + 1 } : {}),
      since: iso(person.since),
      waitedSeconds: Math.max(0, Math.floor((at - person.since) / 1000)),
      ...(person.interview
        ? {
            interview: { interviewer: person.interview.interviewer, isAccepted: person.interview.isAccepted },
          }
        : {}),
      isOnMain: cast.mainWindow.includes(userId),
    })),
  );
}

/** A participant's own state (spec 001 §3): blocked people see `terminated` with the blocked flag. */
export function ownCastStateOf(cast: RoomCastState, userId: string): OwnCastState {
  const person = cast.people[userId];
  const waitingCount = peopleIn(cast, 'waiting').length;
  const base = {
    isMicMuted: person?.stage?.isMicMuted ?? false,
    isAvatarShown: person?.stage?.isAvatarShown ?? false,
    isOnMain: cast.mainWindow.includes(userId),
    castMode: Defaults.castMode,
    waitingCount,
  };
  if (!person || person.list === 'blocking')
    return { ...base, list: 'terminated', blocked: person !== undefined };
  const placeInLine = placeInLineOf(cast, userId);
  return {
    ...base,
    list: person.list,
    blocked: false,
    ...(person.interview
      ? {
          interview: {
            interviewee: userId,
            interviewer: person.interview.interviewer,
            isAccepted: person.interview.isAccepted,
          },
        }
      : {}),
    ...(placeInLine === undefined ? {} : { placeInLine }),
    appliedAt: iso(person.appliedAt),
    since: iso(person.since),
  };
}

/** spec 001 §3 stage peer info of everyone online, in the order they went on stage. */
export function stagePeersOf(cast: RoomCastState): StagePeerInfo[] {
  return peopleIn(cast, 'online').map(([userId, person]) => ({
    userId,
    username: person.profile.userName,
    avatar: person.profile.avatar,
    microphoneMuted: person.stage?.isMicMuted ?? false,
    microphoneMutedMobile: false,
    muted: person.stage?.isAvatarShown ?? false,
    order: person.stage?.order ?? 0,
    prefix: P2pPrefix.Stage,
    timestamp: person.since,
  }));
}

/** Whether a person is online on the stage (only they publish). */
export const isOnStage = (cast: RoomCastState, userId: string): boolean =>
  cast.people[userId]?.list === 'online';

/** Whether a person is invited to or in an interview with the other as interviewer. */
export const isInterviewPair = (cast: RoomCastState, interviewee: string, interviewer: string): boolean =>
  cast.people[interviewee]?.interview?.interviewer === interviewer;
