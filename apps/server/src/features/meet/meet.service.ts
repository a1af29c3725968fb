import {
  AgeRule,
  ageFromDateOfBirth,
  displayNameOf,
  meetLanguageSchema,
  type MeetChatMessage,
  type MeetFeedAnswer,
  type MeetLanguage,
  type MeetMatch,
  type MeetQueueAnswer,
  type MeetSharedMessage,
  type MeetShowAnswer,
  type Person,
} from '@limelight/protocol';
import type { z } from 'zod';
import type {
  meetChatRequestSchema,
  meetFeedRequestSchema,
  meetIceRequestSchema,
  meetReportRequestSchema,
  meetSdpRequestSchema,
  meetSharedMessageRequestSchema,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { MeetRepo, PairRow } from './meet.repo.ts';
import type { MeetEvents } from './meet.socket.ts';

export interface MeetServiceDeps {
  repo: MeetRepo;
  events: MeetEvents;
  personOf: (userId: string) => Promise<Person | undefined>;
  /** A member's date of birth (YYYY-MM-DD) or null (the users feature). */
  dateOfBirthOf: (userId: string) => Promise<string | null>;
  /** Whether two people are friends (the friends feature): chat between strangers opens then. */
  areFriends: (a: string, b: string) => Promise<boolean>;
  now: () => Date;
}

type Parsed<S extends z.ZodType> = z.output<S>;
type StrangerLeftReason = 'next' | 'left';

/** The queue a person waits in: age group and language (an under-18 account never meets an adult). */
const bucketOf = (ageGroup: 'minor' | 'adult', language: MeetLanguage) => `${ageGroup}:${language}`;
/** A stored language (of a pair, or a bucket's second half); English if unreadable. */
const languageOf = (text: string | undefined): MeetLanguage => meetLanguageSchema.catch('en').parse(text);

/**
 * Random one-to-one meetings (spec 001 §4 "Random one-to-one meeting", §7 "Meet"; docs/decisions/meet.md):
 * the queue by age group and language, signalling relayed between the two strangers, chat once both are
 * friends, shared media, the blur consent, report and block.
 */
export function createMeetService(deps: MeetServiceDeps) {
  const { repo, events } = deps;

  const personRequired = async (userId: string): Promise<Person> =>
    (await deps.personOf(userId)) ?? { userId, displayName: displayNameOf({ userId }), avatar: null };

  /** A member's age group; a member without a date of birth cannot meet strangers (31000). */
  async function ageGroupOf(userId: string): Promise<'minor' | 'adult'> {
    const age = ageFromDateOfBirth(await deps.dateOfBirthOf(userId), deps.now());
    if (age === undefined) throw new ApiError('MeetDateOfBirthRequired');
    return age >= AgeRule.adultYears ? 'adult' : 'minor';
  }

  async function matchOf(pair: PairRow): Promise<MeetMatch> {
    return {
      key: pair.key,
      strangerId: pair.strangerId,
      stranger: await personRequired(pair.strangerId),
      isSendOffer: pair.isSendOffer,
      language: languageOf(pair.language),
    };
  }

  /** Tells both sides of a pair who they met (each with their own view). */
  async function announce(pair: PairRow): Promise<MeetMatch> {
    const mine = await matchOf(pair);
    const theirs = await matchOf({
      ...pair,
      userId: pair.strangerId,
      strangerId: pair.userId,
      isSendOffer: !pair.isSendOffer,
    });
    await Promise.all([events.matchFound(pair.userId, mine), events.matchFound(pair.strangerId, theirs)]);
    return mine;
  }

  async function enqueue(userId: string, language: MeetLanguage): Promise<MeetQueueAnswer> {
    const bucket = bucketOf(await ageGroupOf(userId), language);
    const outcome = await repo.enqueueOrMatch({ userId, bucket, language, now: deps.now() });
    if (outcome.kind === 'waiting') return { match: null };
    return { match: outcome.isNew ? await announce(outcome.pair) : await matchOf(outcome.pair) };
  }

  /**
   * Ends the caller's meeting and tells the stranger. A stranger whose page signalled in the meeting is
   * queued again by the server; one that never did (a closed tab) is not, and its page rejoins if it lives.
   */
  async function endMeetingOf(userId: string, reason: StrangerLeftReason): Promise<PairRow | undefined> {
    const pair = await repo.pairOf(userId);
    if (!pair) return undefined;
    const rows = await repo.endMeeting(pair.key, deps.now());
    const stranger = rows.find((row) => row.userId === pair.strangerId);
    if (!stranger) return pair;
    const requeued = stranger.hasSignalled;
    await events.strangerLeft(stranger.userId, { key: pair.key, strangerId: userId, reason, requeued });
    if (requeued) await enqueue(stranger.userId, languageOf(stranger.language));
    return pair;
  }

  /** The caller's meeting with `strangerId`, or 31001 when that person is no longer in it. */
  async function pairWith(userId: string, strangerId: string): Promise<PairRow> {
    const pair = await repo.pairOf(userId);
    if (!pair || pair.strangerId !== strangerId) throw new ApiError('MeetStrangerGone');
    return pair;
  }

  /** Hands the stranger a signal of the caller's meeting (an offer, answer or candidate), keyed by it. */
  async function signalStranger(userId: string, toId: string, send: (key: string) => Promise<void>) {
    const pair = await pairWith(userId, toId);
    await repo.markSignalled(userId);
    await send(pair.key);
    return null;
  }

  return {
    /** joinQueue: leaves any meeting, then meets the longest-waiting compatible stranger or waits. */
    async join(userId: string, language: MeetLanguage): Promise<MeetQueueAnswer> {
      await ageGroupOf(userId);
      await endMeetingOf(userId, 'left');
      return enqueue(userId, language);
    },

    /** leaveQueue: out of the line, and out of the meeting (the stranger hears of it). */
    async leave(userId: string): Promise<null> {
      await repo.leaveQueue(userId);
      await endMeetingOf(userId, 'left');
      return null;
    },

    /**
     * nextCall: ends the meeting with `strangerId` (who hears 'next') and queues the caller again in the
     * same queue. A stranger who already left is no error; a late press that names an earlier stranger
     * leaves the caller's new meeting alone and answers it.
     */
    async next(userId: string, strangerId: string): Promise<MeetQueueAnswer> {
      const pair = await repo.pairOf(userId);
      if (pair && pair.strangerId !== strangerId) return { match: await matchOf(pair) };
      const ended = pair && (await endMeetingOf(userId, 'next'));
      const language = ended ? ended.language : (await repo.lastBucketOf(userId))?.split(':')[1];
      return enqueue(userId, languageOf(language));
    },

    /**
     * reconnect: after a page reload or a lost connection, renegotiates the same meeting with the caller
     * offering; 31001 when the stranger is gone (the page joins the queue again).
     */
    async reconnect(userId: string, strangerId: string): Promise<MeetQueueAnswer> {
      const pair = await pairWith(userId, strangerId);
      await repo.makeOfferer(pair.key, userId);
      return { match: await announce({ ...pair, isSendOffer: true }) };
    },

    /** sendSdp: an offer or answer for the stranger of the caller's meeting. */
    async sendSdp(userId: string, request: Parsed<typeof meetSdpRequestSchema>): Promise<null> {
      const { toId, info, fromJoin } = request;
      return signalStranger(userId, toId, (key) => events.sdp(toId, { key, fromId: userId, info, fromJoin }));
    },

    /** sendIce: an ICE candidate for the stranger (the page sends at most 15, spec 001 §4). */
    async sendIce(userId: string, request: Parsed<typeof meetIceRequestSchema>): Promise<null> {
      const { toId, info, iceType } = request;
      return signalStranger(userId, toId, (key) => events.ice(toId, { key, fromId: userId, info, iceType }));
    },

    /** chat/send: a message to the stranger, once both accepted a friend request (31002 before). */
    async chat(userId: string, request: Parsed<typeof meetChatRequestSchema>): Promise<MeetChatMessage> {
      const pair = await pairWith(userId, request.strangerId);
      if (!(await deps.areFriends(userId, request.strangerId))) throw new ApiError('MeetChatLocked');
      const now = deps.now();
      const body = { content: request.content, type: request.type };
      const id = await repo.addMessage({ key: pair.key, senderId: userId, kind: 'chat', payload: body, now });
      const message: MeetChatMessage = {
        id,
        key: pair.key,
        strangerId: userId,
        ...body,
        createdAt: now.toISOString(),
      };
      await events.chat([userId, request.strangerId], message);
      return message;
    },

    /** sendMessage: a shared YouTube or media message (play, pause, seek) for the stranger. */
    async share(
      userId: string,
      request: Parsed<typeof meetSharedMessageRequestSchema>,
    ): Promise<MeetSharedMessage> {
      const { strangerId, ...shared } = request;
      const pair = await pairWith(userId, strangerId);
      const now = deps.now();
      await repo.addMessage({ key: pair.key, senderId: userId, kind: 'shared', payload: shared, now });
      const message: MeetSharedMessage = {
        ...shared,
        strangerId: userId,
        meetKey: pair.key,
        createdAt: now.toISOString(),
      };
      await events.shared(strangerId, message);
      return message;
    },

    /** getFeed: the current meeting's chat (with whether it is open) or its shared messages. */
    async feed(userId: string, request: Parsed<typeof meetFeedRequestSchema>): Promise<MeetFeedAnswer> {
      const pair = await repo.pairOf(userId);
      const rows = pair ? await repo.messagesOf(pair.key, request.type) : [];
      const key = pair?.key ?? null;
      if (request.type === 'shared') {
        const list = rows.map((row): MeetSharedMessage => ({
          ...(JSON.parse(row.payload) as Omit<MeetSharedMessage, 'strangerId' | 'meetKey' | 'createdAt'>),
          strangerId: row.senderId,
          meetKey: key ?? '',
          createdAt: row.createdAt.toISOString(),
        }));
        return { type: 'shared', key, list };
      }
      const isChatOpen = pair !== undefined && (await deps.areFriends(userId, pair.strangerId));
      const list = rows.map((row): MeetChatMessage => ({
        ...(JSON.parse(row.payload) as Pick<MeetChatMessage, 'content' | 'type'>),
        id: row.id,
        key: key ?? '',
        strangerId: row.senderId,
        createdAt: row.createdAt.toISOString(),
      }));
      return { type: 'chat', key, isChatOpen, list };
    },

    /** showVideo: the caller consents to being seen unblurred; the stranger hears of it. */
    async show(userId: string, strangerId: string): Promise<MeetShowAnswer> {
      const pair = await pairWith(userId, strangerId);
      const flags = await repo.showVideo(userId, pair.key);
      await events.showVideo(strangerId, { key: pair.key, strangerId: userId });
      return { isShownByMe: flags.mine, isShownByStranger: flags.theirs };
    },

    /**
     * report: blocks someone the caller met (they are never matched again, either way) and ends the
     * meeting if it goes on; the stranger hears only that the caller left.
     */
    async report(userId: string, request: Parsed<typeof meetReportRequestSchema>): Promise<null> {
      const { strangerId, reason, comment } = request;
      if (strangerId === userId || !(await repo.haveMet(userId, strangerId)))
        throw new ApiError('MeetStrangerGone');
      const pair = await repo.pairOf(userId);
      const meetingKey = pair?.strangerId === strangerId ? pair.key : null;
      await repo.block({ userId, blockedId: strangerId, meetingKey, reason, comment, now: deps.now() });
      if (meetingKey) await endMeetingOf(userId, 'left');
      return null;
    },
  };
}

export type MeetService = ReturnType<typeof createMeetService>;
