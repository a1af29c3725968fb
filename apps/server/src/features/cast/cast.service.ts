import {
  AppKey,
  CastCommand,
  CastMediaCommand,
  castEntriesOf,
  castListsOf,
  isInterviewPair,
  castOf,
  isOnStage,
  ownCastStateOf,
  roomCastDecider,
  stagePeersOf,
  toPage,
  type CastListEntry,
  type CastPayload,
  type CastStateListQuery,
  type CastOnlineListQuery,
  type CastP2pRequest,
  type OwnCastState,
  type Page,
  type Person,
  type RoomCastCommand,
  type StagePeerInfo,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import { isRoomModerator, isRoomPresenter } from '../../platform/auth/tokens.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { CastEvents, StageSignal } from './cast.socket.ts';
import { presenterOnStage, readCastState, stageProfileOf } from './castGate.ts';

export interface CastServiceDeps {
  roomLog: Pick<RoomLog, 'apply' | 'readState'>;
  /** The live feature's entry check: the viewer may be in the room, their roles and the stage's policy. */
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /** A person as others see them (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
  /** How many sockets a person holds in a room (presence, on every process). */
  connectionsOf: (roomId: string, userId: string) => Promise<number>;
  /** Tells the moderators who left which list, relays signals (cast.socket.ts makes the frames). */
  notify: CastEvents;
  /** A person left the stage (online → elsewhere): the media feature ends their streams. */
  leftStage: (roomId: string, userId: string) => Promise<void>;
  now: () => Date;
}

/** A command of one person, as the service hands it to the reducer (the frame fields are added). */
type PersonCommand =
  Extract<RoomCastCommand, { userId: string }> extends infer C
    ? C extends RoomCastCommand
      ? Omit<C, 'appKey' | 'eventId' | 'byUserId' | 'at'>
      : never
    : never;
type WholeListCommand = typeof CastCommand.RemoveList | typeof CastCommand.OnlineKickAll;

/** The commands a participant sends about themselves (their userId is the caller's). */
export type OwnCastCommand =
  | typeof CastCommand.Exit
  | typeof CastCommand.InterviewReject
  | typeof CastCommand.InterviewTimeout
  | typeof CastCommand.OnlineAccept
  | typeof CastCommand.OnlineAcceptGt
  | typeof CastCommand.OnlineReject
  | typeof CastCommand.OnlineTimeout
  | typeof CastCommand.OnlineConfirmClose;

/** The commands a moderator sends about one person. */
export type ModeratorCastCommand =
  typeof CastCommand.Approve | typeof CastCommand.Unblock | typeof CastCommand.OnlineCancel;

/** The frame of a p2pSdpIce request, from `userId`. */
function signalOf(request: CastP2pRequest, eventId: string, userId: string): StageSignal {
  const prefix = request.prefix;
  if (request.sdp) {
    const command = request.sdp.type === 'offer' ? CastMediaCommand.P2pOffer : CastMediaCommand.P2pAnswer;
    return { command, payload: { eventId, userId, sdp: request.sdp, prefix } };
  }
  const candidates = request.payload ?? [];
  return Array.isArray(candidates)
    ? { command: CastMediaCommand.P2pIceGroup, payload: { eventId, userId, candidates, prefix } }
    : { command: CastMediaCommand.P2pIce, payload: { eventId, userId, candidate: candidates, prefix } };
}

/**
 * The stage's cast (spec 001 §3, §4 "Cast commands", §7 "Cast"; docs/decisions/cast.md): every change
 * goes through the room's log with the cast's reducer, under the room's lock, on any process. Moderators
 * (a room's owner, hosts and moderators; an event's owner, hosts and moderators) move others; participants
 * move themselves.
 */
export function createCastService(deps: CastServiceDeps) {
  const { roomLog } = deps;

  const castStateOf = (roomId: string) => readCastState(roomLog, roomId);

  async function requireModerator(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await deps.entryOf(viewer, ref);
    if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
    return entry;
  }

  /** Applies a cast command through the room's log; tells the moderators who left which list. */
  async function apply(
    { roomId }: Pick<LiveRoomEntry, 'roomId'>,
    actorId: string,
    command: PersonCommand | { command: WholeListCommand },
  ): Promise<CastPayload> {
    const full = {
      ...command,
      appKey: AppKey.Cast,
      eventId: roomId,
      byUserId: actorId,
      at: deps.now().getTime(),
    } as RoomCastCommand;
    const before = await castStateOf(roomId);
    const { payload, state } = await roomLog.apply(roomId, actorId, full, roomCastDecider);
    await deps.notify.leftList(roomId, payload);
    // Whoever this change took off the stage stops publishing (the media feature closes their streams).
    const after = castOf(state);
    const offStage = Object.keys(before.people).filter(
      (userId) => isOnStage(before, userId) && !isOnStage(after, userId),
    );
    for (const userId of offStage) await deps.leftStage(roomId, userId);
    return payload;
  }

  /** spec 001 §4 "Moderators cannot be multi-connected": the invitee must hold one socket in the room. */
  async function requireSingleConnection(entry: LiveRoomEntry, userId: string): Promise<void> {
    if ((await deps.connectionsOf(entry.roomId, userId)) > 1) throw new ApiError('CastMultiConnected');
  }

  async function profileOf(userId: string) {
    const person = await deps.personOf(userId);
    if (!person) throw new ApiError('NotFound');
    return stageProfileOf(person);
  }

  return {
    castStateOf,

    /**
     * A person blocked from the room (the flags feature) leaves its cast: an exit by the moderator who
     * blocked them, so that whoever was on the stage stops publishing (their streams close). Nothing when
     * they were not in the cast.
     */
    async removeBlocked(roomId: string, byUserId: string, userId: string): Promise<void> {
      const person = (await castStateOf(roomId)).people[userId];
      if (!person || person.list === 'blocking') return;
      await apply({ roomId }, byUserId, { command: CastCommand.Exit, userId });
    },

    /**
     * POST /cast/v1/apply and /cast/v2/apply: the caller joins the waiting line. Refused to the blocked
     * (12060 'You are blocked from joining stage') and, where only hosts join the stage, to those without
     * a role there (12065).
     */
    async apply(viewer: LiveViewer, ref: string): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      if (entry.stage.hostsOnly && entry.roles.length === 0) throw new ApiError('CastJoinStageClosed');
      const userId = viewer.caller.userId;
      return apply(entry, userId, { command: CastCommand.Apply, userId, profile: await profileOf(userId) });
    },

    /** A participant's own move: exit, the answers to an interview or going-online invitation, confirmClose. */
    async moveSelf(viewer: LiveViewer, ref: string, command: OwnCastCommand): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      const userId = viewer.caller.userId;
      return apply(entry, userId, { command, userId });
    },

    /** A moderator's move of one person: approve, unblock, cancel an online invitation. */
    async moveOther(
      viewer: LiveViewer,
      ref: string,
      userId: string,
      command: ModeratorCastCommand,
    ): Promise<CastPayload> {
      const entry = await requireModerator(viewer, ref);
      return apply(entry, viewer.caller.userId, { command, userId });
    },

    /**
     * POST /cast/v1/cancel {userId}: a moderator disapproves a person waiting or ready (the participant's
     * notice "Request disapproved"); a participant may cancel their own application.
     */
    async cancel(viewer: LiveViewer, ref: string, userId: string): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      if (userId !== viewer.caller.userId && !isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
      return apply(entry, viewer.caller.userId, { command: CastCommand.Cancel, userId });
    },

    /** POST /cast/v1/block {userId}: a moderator blocks a person from the stage (not themselves). */
    async block(viewer: LiveViewer, ref: string, userId: string): Promise<CastPayload> {
      const entry = await requireModerator(viewer, ref);
      if (userId === viewer.caller.userId) throw new ApiError('InvalidRequest');
      return apply(entry, viewer.caller.userId, {
        command: CastCommand.Block,
        userId,
        profile: await profileOf(userId),
      });
    },

    /**
     * POST /cast/v1/interview/invite and /online/invite {userId}: a moderator invites a person (interview
     * from waiting or ready, going online from ready) who holds a single socket in the room (12064).
     */
    async invite(
      viewer: LiveViewer,
      ref: string,
      userId: string,
      command: typeof CastCommand.InterviewInvite | typeof CastCommand.OnlineInvite,
    ): Promise<CastPayload> {
      const entry = await requireModerator(viewer, ref);
      await requireSingleConnection(entry, userId);
      return apply(entry, viewer.caller.userId, { command, userId });
    },

    /**
     * POST /cast/v1/interview/accept (retried: a repeat answers 12035): the invited person accepts; the
     * frame is interviewAcceptGt when their interviewer already holds an interview (a group interview).
     */
    async acceptInterview(viewer: LiveViewer, ref: string): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      const userId = viewer.caller.userId;
      const cast = await castStateOf(entry.roomId);
      const interviewer = cast.people[userId]?.interview?.interviewer;
      const isGroup = Object.entries(cast.people).some(
        ([id, person]) =>
          id !== userId && person.interview?.interviewer === interviewer && person.interview?.isAccepted,
      );
      const command = isGroup ? CastCommand.InterviewAcceptGt : CastCommand.InterviewAccept;
      return apply(entry, userId, { command, userId });
    },

    /**
     * POST /cast/v1/interview/cancel and /close {userId?}: cancel is a moderator's (an invitation not yet
     * answered); close is the interviewee's or a moderator's. Without userId: the caller's own interview,
     * or every interview the caller holds as interviewer, one log entry each.
     */
    async endInterview(
      viewer: LiveViewer,
      ref: string,
      userId: string | undefined,
      command: typeof CastCommand.InterviewCancel | typeof CastCommand.InterviewClose,
    ): Promise<{ eventId: string; userIds: string[] }> {
      const entry = await deps.entryOf(viewer, ref);
      const me = viewer.caller.userId;
      const cast = await castStateOf(entry.roomId);
      const targets = userId
        ? [userId]
        : cast.people[me]?.interview
          ? [me]
          : castListsOf(cast).interviewing.filter((id) => cast.people[id]?.interview?.interviewer === me);
      if (targets.length === 0) throw new ApiError('CastWrongList');
      const mayEnd = (target: string) =>
        isRoomModerator(entry.roles) || (command === CastCommand.InterviewClose && target === me);
      if (!targets.every(mayEnd)) throw new ApiError('Forbidden');
      for (const target of targets) await apply(entry, me, { command, userId: target });
      return { eventId: entry.roomId, userIds: targets };
    },

    /** POST /cast/v1/removeList, /online/kickAll: a moderator clears the waiting list or the stage. */
    async moveAll(viewer: LiveViewer, ref: string, command: WholeListCommand): Promise<CastPayload> {
      const entry = await requireModerator(viewer, ref);
      return apply(entry, viewer.caller.userId, { command });
    },

    /**
     * POST /cast/v2/online/close {userId} (retried: a person already off the stage answers 12035): a
     * moderator takes a person off the stage ("You have been kicked from stage"), or a person leaves.
     */
    async closeOnline(viewer: LiveViewer, ref: string, userId: string): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      if (userId !== viewer.caller.userId && !isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
      return apply(entry, viewer.caller.userId, { command: CastCommand.OnlineClose, userId });
    },

    /**
     * POST /cast/v2/online/confirm {success}: the v2 client's publishing worked (goOnline) or failed, and
     * the person leaves the stage for ready (onlineCloseGt, spec 001 §4 "the user leaves online").
     */
    async confirmOnline(viewer: LiveViewer, ref: string, success: boolean): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      const userId = viewer.caller.userId;
      const command = success ? CastCommand.GoOnline : CastCommand.OnlineCloseGt;
      return apply(entry, userId, { command, userId });
    },

    /**
     * POST /cast/v1/reconnect, /avatar, /microphone: a person on stage tells everyone of their media. A
     * presenter (owner, host, star) not on the stage yet is put there first, publishing: they go live
     * without the cast's invitation, and their camera and microphone reach everyone as any speaker's.
     */
    async mediaOnStage(
      viewer: LiveViewer,
      ref: string,
      change:
        | { command: typeof CastCommand.Reconnect; connectionType: 'pub' | 'sub' }
        | { command: typeof CastCommand.OnlineAvatar; isShowed: boolean }
        | { command: typeof CastCommand.OnlineMicrophone; isMuted: boolean },
    ): Promise<CastPayload> {
      const entry = await deps.entryOf(viewer, ref);
      const userId = viewer.caller.userId;
      if (isRoomPresenter(entry.roles) && !isOnStage(await castStateOf(entry.roomId), userId)) {
        const person = await deps.personOf(userId);
        if (person) await apply(entry, userId, presenterOnStage(entry.roomId, person, deps.now().getTime()));
      }
      return apply(entry, userId, { ...change, userId });
    },

    /** POST /cast/v1/mainWindow {userId, onMain}: a moderator pushes a person on stage to the main window (at most 4). */
    async mainWindow(viewer: LiveViewer, ref: string, userId: string, onMain: boolean): Promise<CastPayload> {
      const entry = await requireModerator(viewer, ref);
      return apply(entry, viewer.caller.userId, { command: CastCommand.MainWindow, userId, onMain });
    },

    /**
     * POST /cast/v1/p2pSdpIce {targetUserId, sdp | payload, prefix}: relays a peer's offer, answer or ICE
     * candidates to the target's sockets in the room (p2pOffer, p2pAnswer, p2pIce, p2pIceGroup), only
     * between people on stage (online, or in an interview together) or with a moderator: a signal to
     * someone off stage reaches them only if they are a moderator there (checked on their socket).
     */
    async relaySignal(viewer: LiveViewer, request: CastP2pRequest): Promise<{ targetUserId: string }> {
      const entry = await deps.entryOf(viewer, request.eventId);
      const from = viewer.caller.userId;
      const to = request.targetUserId;
      if (to === from) throw new ApiError('InvalidRequest');
      const cast = await castStateOf(entry.roomId);
      const isOnline = (id: string) => cast.people[id]?.list === 'online';
      const isPair = isInterviewPair(cast, from, to) || isInterviewPair(cast, to, from);
      if (!isOnline(from) && !isPair && !isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
      const toOnStage = isOnline(to) || isPair;
      await deps.notify.signal(entry.roomId, to, signalOf(request, entry.roomId, from), !toOnStage);
      return { targetUserId: to };
    },

    /** GET /cast/v1/state: the caller's own cast state, with their place in line while waiting. */
    async ownState(viewer: LiveViewer, ref: string): Promise<OwnCastState> {
      const entry = await deps.entryOf(viewer, ref);
      return ownCastStateOf(await castStateOf(entry.roomId), viewer.caller.userId);
    },

    /**
     * GET /cast/v1/stateList {state (default all), page, pageSize}: a moderator's lists, the waiting line
     * in application order with each person's wait. Others: 4003.
     */
    async stateList(viewer: LiveViewer, query: CastStateListQuery): Promise<Page<CastListEntry>> {
      const entry = await requireModerator(viewer, query.eventId);
      const cast = await castStateOf(entry.roomId);
      const entries = castEntriesOf(
        cast,
        deps.now().getTime(),
        query.state === 'all' ? undefined : query.state,
      );
      const start = (query.page - 1) * query.pageSize;
      return toPage(entries.slice(start, start + query.pageSize), query.page, query.pageSize, entries.length);
    },

    /** GET /cast/v1/onlineUserList: the people on stage (spec 001 §3 stage peer info), to anyone in the room. */
    async onlineUserList(viewer: LiveViewer, query: CastOnlineListQuery): Promise<Page<StagePeerInfo>> {
      const entry = await deps.entryOf(viewer, query.eventId);
      const peers = stagePeersOf(await castStateOf(entry.roomId));
      const start = (query.page - 1) * query.pageSize;
      return toPage(peers.slice(start, start + query.pageSize), query.page, query.pageSize, peers.length);
    },
  };
}

export type CastService = ReturnType<typeof createCastService>;
