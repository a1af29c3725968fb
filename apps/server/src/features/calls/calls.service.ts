import { randomUUID } from 'node:crypto';
import {
  CallMemberState,
  isCallOver,
  nextCallMemberState,
  type CallView,
  type DeclineVidChatPayload,
  type DeclineVidChatRequest,
  type EndVidChatPayload,
  type FriendVideoChatPayload,
  type HangupRequest,
  type InitVideoRequest,
  type P2pSetupInfoPayload,
  type Person,
  type SendIceRequest,
  type SendSdpRequest,
  type VidConnectRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { CallChange, CallMemberChange, CallRow, CallsRepo } from './calls.repo.ts';
import { callProfilesOf } from './callPresence.ts';

/**
 * What the calls service tells people on the friend socket;
 * calls.socket.ts turns each event into its frame.
 */
export interface CallEvents {
  /** A person's call notification: ringing ('init'), or answered on another of their sockets. */
  noticed(userId: string, payload: FriendVideoChatPayload): Promise<void>;
  /** Someone is out of the call without having joined it (rejected, missed, busy). */
  declined(userIds: readonly string[], payload: DeclineVidChatPayload): Promise<void>;
  /** Someone left the call, maybe closing it. */
  left(userIds: readonly string[], payload: EndVidChatPayload): Promise<void>;
  /** An offer, answer or candidate for one member of the call. */
  signalled(userId: string, payload: P2pSetupInfoPayload): Promise<void>;
}

export interface CallsServiceDeps {
  repo: CallsRepo;
  /**
   * The members of a chat that one of them may call (the chats feature): 28002, 28003, 28000 for a chat
   * that is not theirs, 26003 for a one-to-one chat with someone no longer a friend.
   */
  callMembersOf: (
    userId: string,
    chatId: string | undefined,
  ) => Promise<{ chatId: string; memberIds: string[] }>;
  /** A chat id as a request names it (the chats feature): 28002 when missing, 28003 when malformed. */
  requireChatId: (chatId: string | undefined) => string;
  personOf: (userId: string) => Promise<Person | undefined>;
  notify: CallEvents;
  /** How long a call rings before it counts as missed (spec 000 §4: 60 s). */
  ringTimeoutMs: number;
  now: () => Date;
}

/** A signal for one member of a call, whichever way it came (HTTP or the friend socket). */
export interface CallSignal {
  chatId?: string;
  toId?: string;
  peerType: 'pub' | 'sub';
  fromJoin?: boolean;
  codec?: string;
  description?: SendSdpRequest['info'];
  candidate?: SendIceRequest['info'];
}

type ChangeResult = CallChange & { call: CallRow; after: CallRow };

const { Init, Joined, Rejected, Missed, Busy, Left } = CallMemberState;

const stateOf = (call: CallRow, userId: string) => call.members.find((m) => m.userId === userId)?.state;

/** spec 000 §4: a change that leaves nobody to talk to closes the call; everyone still in it is out. */
function withClosing(call: CallRow, changes: CallMemberChange[]): CallChange {
  const states = new Map(call.members.map((m) => [m.userId, m.state]));
  for (const change of changes) states.set(change.userId, change.to);
  if (!isCallOver([...states.values()])) return { changes, closes: false };
  const closing = [...states].flatMap(([userId, state]): CallMemberChange[] => {
    const to = nextCallMemberState(state, 'callClosed') ?? state;
    if (to === state) return [];
    const earlier = changes.find((change) => change.userId === userId);
    return [{ userId, from: earlier ? earlier.from : state, to }];
  });
  const closed = new Set(closing.map((change) => change.userId));
  return { changes: [...changes.filter((c) => !closed.has(c.userId)), ...closing], closes: true };
}

/** Friend video calls (spec 000 §4, §7): starting, joining, declining, hanging up, signalling, ring time. */
export function createCallsService(deps: CallsServiceDeps) {
  const { repo, notify } = deps;

  const profilesOf = (userIds: readonly string[]) => callProfilesOf(deps.personOf, userIds);

  async function viewOf(call: CallRow): Promise<CallView> {
    const ids = call.members.map((m) => m.userId);
    const profiles = await profilesOf(ids);
    return {
      callId: call.id,
      chatId: call.chatId,
      members: ids,
      profile: Object.fromEntries(
        [...profiles].map(([id, person]) => [id, { displayName: person.displayName, avatar: person.avatar }]),
      ),
      states: Object.fromEntries(call.members.map((m) => [m.userId, m.state])),
      joined: call.members.filter((m) => m.state === Joined).map((m) => m.userId),
    };
  }

  /** The call notification of one person (friendVideoChat): state 'init' while it rings. */
  async function noticeOf(call: CallRow, userId: string): Promise<FriendVideoChatPayload> {
    const profiles = await profilesOf(call.members.map((m) => m.userId));
    const member = call.members.find((m) => m.userId === userId);
    const personOf = (id: string) => profiles.get(id) ?? { userId: id, displayName: id, avatar: null };
    return {
      chatId: call.chatId,
      callId: call.id,
      notificationId: member?.notificationId ?? call.id,
      state: member?.state ?? Left,
      from: personOf(call.startedBy),
      members: call.members.map((m) => personOf(m.userId)),
    };
  }

  /**
   * Tells everyone of the call what a change did: who declined or missed it (declineVidChat), who joined
   * (their own other sockets close the notification), who left and whether the call is over (endVidChat).
   * With `quietFor`, that person's own leaving reaches only their sockets (hangup with notify false).
   */
  async function tell(result: ChangeResult, quietFor?: string): Promise<void> {
    const { call, after, changes, closes } = result;
    const everyone = after.members.map((m) => m.userId);
    const ref = { chatId: call.chatId, callId: call.id };
    const recipientsOf = (userId: string) => (userId === quietFor ? [userId] : everyone);
    for (const change of changes)
      if (change.from === Init && (change.to === Rejected || change.to === Missed))
        await notify.declined(recipientsOf(change.userId), {
          ...ref,
          userId: change.userId,
          reason: change.to,
        });
    for (const change of changes)
      if (change.to === Joined) await notify.noticed(change.userId, await noticeOf(after, change.userId));
    for (const change of changes)
      if (change.to === Left)
        await notify.left(recipientsOf(change.userId), { ...ref, userId: change.userId, isCallOver: closes });
  }

  /** Applies a change to an open call; 'taken' (a join colliding with another call) is AlreadyInCall. */
  async function change(
    callId: string,
    decide: (call: CallRow) => CallMemberChange[],
  ): Promise<ChangeResult> {
    const result = await repo.change(callId, deps.now(), (call) => withClosing(call, decide(call)));
    if (result === 'taken') throw new ApiError('AlreadyInCall');
    if (!result) throw new ApiError('CallNotFound');
    return result;
  }

  /** Joins an open call (again): the answer lists who is in it, whom the joiner offers to (spec 001 §4). */
  async function join(userId: string, callId: string): Promise<CallView> {
    const result = await change(callId, (call) => {
      const from = stateOf(call, userId) ?? null;
      return from === Joined ? [] : [{ userId, from, to: Joined }];
    });
    await tell(result);
    return viewOf(result.after);
  }

  /** The open call of a chat. */
  async function requireOpenCall(chatId: string | undefined): Promise<CallRow> {
    const call = await repo.openCallOfChat(deps.requireChatId(chatId));
    if (!call) throw new ApiError('CallNotFound');
    return call;
  }

  /** Refuses a person in another call than this chat's (spec 000 §8). */
  async function requireNotInAnotherCall(userId: string, chatId: string): Promise<void> {
    const current = await repo.joinedCallOf(userId);
    if (current && current.chatId !== chatId) throw new ApiError('AlreadyInCall');
  }

  /** Sends a signal to one member; both ends must be in the call (28013 otherwise). */
  async function relay(userId: string, signal: CallSignal): Promise<null> {
    const { toId, description, candidate, chatId, ...fields } = signal;
    if (!toId) throw new ApiError('InvalidRequest', 'toId: Required');
    const call = await requireOpenCall(chatId);
    if (toId === userId || stateOf(call, userId) !== Joined || stateOf(call, toId) !== Joined)
      throw new ApiError('NotInCall');
    await notify.signalled(toId, {
      ...fields,
      chatId: call.chatId,
      fromId: userId,
      ...(description ? { description } : { candidate }),
    });
    return null;
  }

  /**
   * POST /friend/v1/hangup {chatId, notify}: leaves the call (a ringing person declines it); the call
   * closes when nobody is left to talk to.
   */
  async function hangup(userId: string, request: HangupRequest): Promise<null> {
    const open = await requireOpenCall(request.chatId);
    const result = await change(open.id, (call) => {
      const from = stateOf(call, userId);
      if (from === Joined) return [{ userId, from, to: Left }];
      if (from === Init) return [{ userId, from, to: Rejected }];
      throw new ApiError('NotInCall');
    });
    await tell(result, request.notify ? undefined : userId);
    return null;
  }

  return {
    /**
     * POST /friend/v1/initVideo {chatId}: rings every other member of the chat (a friendVideoChat
     * notification in state 'init'); members in another call are busy and not rung, and when all are,
     * "Line busy". A caller in another call is refused; a chat whose call is open is joined.
     */
    async initVideo(callerId: string, request: InitVideoRequest): Promise<CallView> {
      const chat = await deps.callMembersOf(callerId, request.chatId);
      await requireNotInAnotherCall(callerId, chat.chatId);
      const open = await repo.openCallOfChat(chat.chatId);
      if (open) return join(callerId, open.id);
      const others = chat.memberIds.filter((id) => id !== callerId);
      if (others.length === 0) throw new ApiError('ChatNotFound');
      const busy = await repo.joinedAmong(others);
      if (others.every((id) => busy.has(id))) throw new ApiError('LineBusy');
      const at = deps.now();
      const ringUntil = new Date(at.getTime() + deps.ringTimeoutMs);
      const created = await repo.create({ id: randomUUID(), chatId: chat.chatId, startedBy: callerId, at }, [
        { userId: callerId, state: Joined, ringUntil: null },
        ...others.map((userId) =>
          busy.has(userId) ? { userId, state: Busy, ringUntil: null } : { userId, state: Init, ringUntil },
        ),
      ]);
      // Taken: someone opened this chat's call meanwhile (join it), or the caller joined another call.
      const call = await repo.openCallOfChat(chat.chatId);
      if (created === 'taken' || !call || call.startedBy !== callerId) {
        await requireNotInAnotherCall(callerId, chat.chatId);
        if (!call) throw new ApiError('CallNotFound');
        return join(callerId, call.id);
      }
      for (const member of call.members)
        if (member.state === Init) await notify.noticed(member.userId, await noticeOf(call, member.userId));
      return viewOf(call);
    },

    /** POST /socket2/v1/vidConnect {chatId}: joins the chat's open call (answering its ring, or again). */
    async vidConnect(userId: string, request: VidConnectRequest): Promise<CallView> {
      const chat = await deps.callMembersOf(userId, request.chatId);
      const call = await repo.openCallOfChat(chat.chatId);
      if (!call) throw new ApiError('CallNotFound');
      await requireNotInAnotherCall(userId, chat.chatId);
      return join(userId, call.id);
    },

    /**
     * POST /friend/v1/declineVidChat {uuid, chatId}: declines the ringing call of a chat (its
     * notification is removed); the others hear it as rejected.
     */
    async declineVidChat(userId: string, request: DeclineVidChatRequest): Promise<null> {
      const open = await requireOpenCall(request.chatId);
      const result = await change(open.id, (call) => {
        const member = call.members.find((m) => m.userId === userId);
        if (member?.state !== Init || (request.uuid !== undefined && request.uuid !== member.notificationId))
          throw new ApiError('CallNotFound');
        return [{ userId, from: Init, to: Rejected }];
      });
      await tell(result);
      return null;
    },

    hangup,

    /** The person's friend sockets are all gone (a closed tab): they leave the call they were in. */
    async leaveOnGone(userId: string): Promise<void> {
      const current = await repo.joinedCallOf(userId);
      if (current) await hangup(userId, { chatId: current.chatId, notify: true });
    },

    /** POST /friend/v1/sendSdp: an offer or answer to one member of the call (p2pSetupInfo). */
    sendSdp: (userId: string, request: SendSdpRequest) =>
      relay(userId, {
        chatId: request.chatId,
        toId: request.toId,
        peerType: request.iceType,
        fromJoin: request.fromJoin,
        description: request.info,
      }),

    /** POST /friend/v1/sendIce: an ICE candidate to one member of the call (p2pSetupInfo). */
    sendIce: (userId: string, request: SendIceRequest) =>
      relay(userId, {
        chatId: request.chatId,
        toId: request.toId,
        peerType: request.iceType,
        candidate: request.info,
      }),

    relay,

    /**
     * spec 000 §4: a call rings 60 s, then counts as missed. Whichever process runs this first changes
     * each call under its lock; the others find nothing left to change.
     */
    async expireRings(): Promise<void> {
      const now = deps.now();
      for (const callId of await repo.callsWithDueRings(now)) {
        const result = await repo.change(callId, now, (call) =>
          withClosing(
            call,
            call.members
              .filter((m) => m.state === Init && m.ringUntil !== null && m.ringUntil <= now)
              .map((m) => ({ userId: m.userId, from: Init, to: Missed })),
          ),
        );
        if (result && result !== 'taken') await tell(result);
      }
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
