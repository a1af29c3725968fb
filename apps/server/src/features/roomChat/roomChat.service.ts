import { randomUUID } from 'node:crypto';
import {
  AppKey,
  ChatCommand,
  ChatRate,
  displayNameOf,
  isSlowedDown,
  roomChatDecider,
  chatOf,
  type Person,
  type RoomChatBlockedListAnswer,
  type RoomChatBlockRequest,
  type RoomChatCommand,
  type RoomChatHistoryAnswer,
  type RoomChatHistoryQuery,
  type RoomChatPage,
  type RoomChatMessage,
  type RoomChatMessageRefRequest,
  type RoomChatQuestionRequest,
  type QuestionPayload,
  type RoomChatSendAnswer,
  type RoomChatSendRequest,
  type RoomChatSlowModeRequest,
  type RoomChatState,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { rateLimitOf, type RateWindows } from '../../platform/bus/rateWindows.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import { isRoomModerator } from '../../platform/auth/tokens.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { RoomChatRepo, RoomChatRow } from './roomChat.repo.ts';

/**
 * What the room chat tells the moderators outside the room's log (messages waiting for approval are not
 * everyone's frames); roomChat.socket.ts turns each event into its frame.
 */
export interface RoomChatEvents {
  /** A message waits for approval (cya_chat newMessageApprove, to the room's moderators). */
  awaitingApproval(message: RoomChatMessage): Promise<void>;
  /** A waiting message was approved or removed (cya_chat approvedMessageRemove, to the moderators). */
  leftApproval(roomId: string, id: string): Promise<void>;
  /** A moderator removed a waiting message: its sender hears it (cya_chat approvedMessageRemove, to them). */
  declined(senderId: string, roomId: string, id: string): Promise<void>;
}

export interface RoomChatServiceDeps {
  repo: RoomChatRepo;
  roomLog: Pick<RoomLog, 'apply' | 'readState'>;
  /** The live feature's entry check: the viewer may be in the room, their roles and the room's chat options. */
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /** A person as others see them in the chat (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
  /** Tells the moderators of pending messages (roomChat.socket.ts makes the frames). */
  notify: RoomChatEvents;
  /** Counts shared by every process: each sender's messages, and slow mode's window for waiting ones. */
  rateWindows: RateWindows;
  now: () => Date;
}

const messageOf = (row: RoomChatRow): RoomChatMessage => ({
  id: row.id,
  eventId: row.roomId,
  content: row.content,
  isRoom: 1,
  sender: {
    userId: row.senderId,
    displayName: displayNameOf({ ...row, userId: row.senderId }),
    avatar: row.avatar,
  },
  createdAt: row.createdAt.toISOString(),
  approveUserId: row.approvedBy,
});

/**
 * Room chat (spec 001 §3 chat message, §4 cya_chat, §7 "Room chat"; docs/decisions/room-chat.md): every
 * change everyone sees goes through the room's log with the chat's reducer; messages waiting for approval
 * go to the moderators only. Anyone who may enter the live room may read and write; its owner, hosts and
 * moderators moderate.
 */
export function createRoomChatService(deps: RoomChatServiceDeps) {
  const { repo, roomLog } = deps;
  const requireSenderRate = rateLimitOf(deps.rateWindows, ChatRate);

  /**
   * Slow mode for a message that waits for approval: the sender's last visible post (the room's state)
   * and their last waiting one (a window shared by every process) both count.
   */
  async function isSlowedDownWhileWaiting(chat: RoomChatState, roomId: string, senderId: string, at: number) {
    if (isSlowedDown(chat, senderId, at)) return true;
    if (chat.slowModeSeconds === 0) return false;
    const key = `chat:slow:${roomId}:${senderId}`;
    return (await deps.rateWindows.hit(key, chat.slowModeSeconds * 1000)).count > 1;
  }

  async function requireModerator(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await deps.entryOf(viewer, ref);
    if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
    return entry;
  }

  const apply = (
    entry: LiveRoomEntry,
    actorId: string,
    command: RoomChatCommand,
    write?: Parameters<RoomLog['apply']>[4],
  ) => roomLog.apply(entry.roomId, actorId, command, roomChatDecider, write);

  async function chatStateOf(roomId: string) {
    return chatOf((await roomLog.readState(roomId)).state);
  }

  async function requireMessage(roomId: string, id: string): Promise<RoomChatRow> {
    const row = await repo.find(roomId, id);
    if (!row || row.status === 'removed') throw new ApiError('ChatMessageNotFound');
    return row;
  }

  /**
   * A visible message's removal reaches everyone (cya_chat removeMessage through the log); a waiting one
   * leaves the moderators' list, and its sender, when someone else removed it, hears it was turned down.
   */
  async function removeRow(row: RoomChatRow, actorId: string): Promise<void> {
    if (row.status === 'pending') {
      if (!(await repo.remove(row.id))) return;
      await deps.notify.leftApproval(row.roomId, row.id);
      if (row.senderId !== actorId) await deps.notify.declined(row.senderId, row.roomId, row.id);
      return;
    }
    const command: RoomChatCommand = {
      appKey: AppKey.Chat,
      command: ChatCommand.RemoveMessage,
      eventId: row.roomId,
      id: row.id,
    };
    await roomLog.apply(row.roomId, actorId, command, roomChatDecider, async (trx) => {
      if (!(await repo.remove(row.id, trx))) throw new ApiError('ChatMessageNotFound');
    });
  }

  /**
   * POST /chat/v1/message/send, and cya_chat sendMessage on the socket: the message goes to everyone
   * through the log, or, under strict moderation, waits for a moderator (a moderator's own never waits).
   * Refusals: chat turned off (12049), blocked (12048), slow mode (12047, waiting messages counted too),
   * past the sender's rate (3000: ChatRate, slow mode or not; docs/decisions/room-chat.md).
   */
  async function send(viewer: LiveViewer, request: RoomChatSendRequest): Promise<RoomChatSendAnswer> {
    const entry = await deps.entryOf(viewer, request.eventId);
    const senderId = viewer.caller.userId;
    const isModerator = isRoomModerator(entry.roles);
    if (!entry.chat.sendChat && !isModerator) throw new ApiError('ChatTurnedOff');
    // Moderators write past the rate as past slow mode: announcements, answers to a crowd.
    if (!isModerator) await requireSenderRate(`chat:room:${entry.roomId}:${senderId}`);
    const sender = await deps.personOf(senderId);
    if (!sender) throw new ApiError('LoginRequired');
    const at = deps.now();
    const message: RoomChatMessage = {
      id: randomUUID(),
      eventId: entry.roomId,
      content: request.content,
      isRoom: 1,
      sender,
      createdAt: at.toISOString(),
    };
    if (entry.chat.chatModApprove && !isModerator) {
      // Waiting messages are not room frames (only moderators see them), so the state is read, not locked.
      const chat = await chatStateOf(entry.roomId);
      if (chat.blocked.includes(senderId)) throw new ApiError('ChatUserBlocked');
      if (await isSlowedDownWhileWaiting(chat, entry.roomId, senderId, at.getTime()))
        throw new ApiError('SlowMode');
      await repo.insert(message, 'pending');
      await deps.notify.awaitingApproval(message);
      return { ...message, pending: true };
    }
    const post: RoomChatCommand = {
      appKey: AppKey.Chat,
      command: ChatCommand.SendMessage,
      message,
      at: at.getTime(),
      skipsSlowMode: isModerator,
    };
    await apply(entry, senderId, post, (trx) => repo.insert(message, 'visible', trx));
    return { ...message, pending: false };
  }

  return {
    send,

    /** POST /chat/v1/message/approve {id, eventId} (strict moderation): a moderator lets a waiting message through. */
    async approve(viewer: LiveViewer, request: RoomChatMessageRefRequest): Promise<RoomChatMessage> {
      const entry = await requireModerator(viewer, request.eventId);
      const row = await requireMessage(entry.roomId, request.id);
      if (row.status !== 'pending') throw new ApiError('Conflict');
      const approverId = viewer.caller.userId;
      const message: RoomChatMessage = { ...messageOf(row), approveUserId: approverId, oldMessageId: row.id };
      const post: RoomChatCommand = {
        appKey: AppKey.Chat,
        command: ChatCommand.SendMessage,
        message,
        at: deps.now().getTime(),
        skipsSlowMode: true,
      };
      await apply(entry, approverId, post, async (trx) => {
        if (!(await repo.approve(row.id, approverId, trx))) throw new ApiError('Conflict');
      });
      await deps.notify.leftApproval(entry.roomId, row.id);
      return message;
    },

    /**
     * POST /chat/v1/message/remove {id, eventId}: a moderator removes any message, a sender their own.
     * A visible message's removal reaches everyone (cya_chat removeMessage); a waiting one leaves the
     * moderators' list, and its sender hears it was turned down.
     */
    async remove(viewer: LiveViewer, request: RoomChatMessageRefRequest): Promise<{ id: string }> {
      const entry = await deps.entryOf(viewer, request.eventId);
      const row = await requireMessage(entry.roomId, request.id);
      if (row.senderId !== viewer.caller.userId && !isRoomModerator(entry.roles))
        throw new ApiError('Forbidden');
      await removeRow(row, viewer.caller.userId);
      return { id: row.id };
    },

    /** A message of the room as it reads now (for a report that flags it); undefined when there is none. */
    async messageOf(roomId: string, id: string): Promise<{ senderId: string; content: string } | undefined> {
      const row = await repo.find(roomId, id);
      return row && row.status !== 'removed' ? { senderId: row.senderId, content: row.content } : undefined;
    },

    /**
     * A platform operator removes a flagged message (docs/decisions/operator.md): as a moderator's removal,
     * without a place in the room; false when it is already gone.
     */
    async removeByOperator(roomId: string, id: string, operatorId: string): Promise<boolean> {
      const row = await repo.find(roomId, id);
      if (!row || row.status === 'removed') return false;
      await removeRow(row, operatorId);
      return true;
    },

    /**
     * POST /chat/v1/message/question (spec 001 §6 "mark as question"): a moderator marks a message everyone
     * sees as a question, answers or pins it, or takes it off (cya_chat question to everyone).
     */
    async question(viewer: LiveViewer, request: RoomChatQuestionRequest): Promise<QuestionPayload> {
      const entry = await requireModerator(viewer, request.eventId);
      const row = await requireMessage(entry.roomId, request.id);
      if (row.status !== 'visible') throw new ApiError('ChatMessageNotFound');
      const { isQuestion, isAnswered, isPinned } = request;
      const payload: QuestionPayload = {
        eventId: entry.roomId,
        message: messageOf(row),
        isQuestion,
        isAnswered: isQuestion && isAnswered,
        isPinned: isQuestion && isPinned,
      };
      await apply(entry, viewer.caller.userId, {
        appKey: AppKey.Chat,
        command: ChatCommand.Question,
        ...payload,
      });
      return payload;
    },

    /** POST /chat/v1/user/block {operatedUserId, isBlock, eventId}: hosts and moderators (not on themselves). */
    async block(viewer: LiveViewer, request: RoomChatBlockRequest): Promise<RoomChatBlockRequest> {
      const entry = await requireModerator(viewer, request.eventId);
      if (request.operatedUserId === viewer.caller.userId) throw new ApiError('InvalidRequest');
      const command: RoomChatCommand = {
        appKey: AppKey.Chat,
        command: request.isBlock ? ChatCommand.BlockUser : ChatCommand.UnblockUser,
        eventId: entry.roomId,
        operatedUserId: request.operatedUserId,
      };
      await apply(entry, viewer.caller.userId, command);
      return { ...request, eventId: entry.roomId };
    },

    /**
     * GET /chat/v1/user/blockedList {eventId}: every blocked id, to anyone in the room (blockUser frames
     * reach everyone, so that each page hides what blocked people wrote).
     */
    async blockedList(viewer: LiveViewer, ref: string): Promise<RoomChatBlockedListAnswer> {
      const entry = await deps.entryOf(viewer, ref);
      return { blockedList: (await chatStateOf(entry.roomId)).blocked };
    },

    /** POST /chat/v1/message/delAll {eventId}: a moderator clears the room's chat (cya_chat removeAllMessages). */
    async removeAll(viewer: LiveViewer, ref: string): Promise<{ eventId: string }> {
      const entry = await requireModerator(viewer, ref);
      const command: RoomChatCommand = {
        appKey: AppKey.Chat,
        command: ChatCommand.RemoveAllMessages,
        eventId: entry.roomId,
      };
      await apply(entry, viewer.caller.userId, command, (trx) => repo.removeAll(entry.roomId, trx));
      return { eventId: entry.roomId };
    },

    /** POST /chat/v1/slowMode {eventId, seconds}: a moderator sets slow mode (cya_chat slowMode). */
    async setSlowMode(
      viewer: LiveViewer,
      request: RoomChatSlowModeRequest,
    ): Promise<RoomChatSlowModeRequest> {
      const entry = await requireModerator(viewer, request.eventId);
      const command: RoomChatCommand = {
        appKey: AppKey.Chat,
        command: ChatCommand.SlowMode,
        eventId: entry.roomId,
        seconds: request.seconds,
      };
      await apply(entry, viewer.caller.userId, command);
      return { eventId: entry.roomId, seconds: request.seconds };
    },

    /**
     * GET /chat/v1/message/history: a page of the messages everyone sees (docs/decisions/room-chat.md), at
     * the room's seq read first: every change after that seq reaches the reader as a frame after it.
     */
    async history(viewer: LiveViewer, query: RoomChatHistoryQuery): Promise<RoomChatHistoryAnswer> {
      const entry = await deps.entryOf(viewer, query.eventId);
      const { seq } = await roomLog.readState(entry.roomId);
      const { rows, hasMore } = await repo.page(entry.roomId, 'visible', query.pageSize, query.lastMessageId);
      const list = rows.map(messageOf);
      if (query.reverseOrder) list.reverse();
      return {
        list,
        hasMore,
        seq,
        ...(query.allSize ? { allSize: await repo.countVisible(entry.roomId) } : {}),
      };
    },

    /** GET /chat/v1/message/pendingList: the messages waiting for approval, to the moderators (refetched after a resume). */
    async pendingList(viewer: LiveViewer, query: RoomChatHistoryQuery): Promise<RoomChatPage> {
      const entry = await requireModerator(viewer, query.eventId);
      const { rows, hasMore } = await repo.page(entry.roomId, 'pending', query.pageSize, query.lastMessageId);
      return { list: rows.map(messageOf), hasMore };
    },
  };
}

export type RoomChatService = ReturnType<typeof createRoomChatService>;
