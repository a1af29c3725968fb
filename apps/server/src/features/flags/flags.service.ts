import { randomUUID } from 'node:crypto';
import {
  AppKey,
  FlagCommand,
  ModerationAction,
  ReportStatus,
  roomClosingDecider,
  toPage,
  type FlagUserRequest,
  type Page,
  type ReportAnswer,
  type ReportRequest,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { isRoomModerator } from '../../platform/auth/tokens.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { FlagsRepo, ReportRow } from './flags.repo.ts';
import type { FlagEvents } from './flags.socket.ts';

export interface FlagsServiceDeps {
  repo: FlagsRepo;
  roomLog: Pick<RoomLog, 'apply'>;
  /** The live feature's entry check: the viewer may be in the room, with their roles there. */
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  notify: FlagEvents;
  /** The rooms feature's waiting line: a person blocked, or a room closed, leaves it and hears why. */
  waitingLine: {
    blocked(roomId: string, userId: string): Promise<void>;
    closed(roomId: string): Promise<void>;
  };
  /** The events feature: an event closed by its owner ends now (its time state becomes past). */
  endEvent: (eventId: string) => Promise<void>;
  /** The cast feature: a person blocked from the room leaves its stage (their streams close). */
  leaveCast: (roomId: string, byUserId: string, userId: string) => Promise<void>;
  /** The room chat: the message a report flags, and its removal by an operator (docs/decisions/operator.md). */
  chat: {
    messageOf(roomId: string, id: string): Promise<{ senderId: string; content: string } | undefined>;
    removeByOperator(roomId: string, id: string, operatorId: string): Promise<boolean>;
  };
  now: () => Date;
}

/** A page of a room's blocked-entry list. */
const blockedPageSize = 50;

/**
 * Reports and room blocks (spec 000 §4 report-related kick-outs 1 and 2, §5 report form, §6 blocked-room
 * list; spec 001 §4 cya_flag; docs/decisions/flags.md). Anyone in a room may report it or a person in it;
 * a report by its moderators of a person blocks that person from the room; the owner closes the room for
 * everyone.
 */
export function createFlagsService(deps: FlagsServiceDeps) {
  const { repo } = deps;

  async function requireModerator(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await deps.entryOf(viewer, ref);
    if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
    return entry;
  }

  async function block(roomId: string, moderatorId: string, userId: string): Promise<void> {
    if (userId === moderatorId) throw new ApiError('InvalidRequest');
    if (!(await repo.block(roomId, userId, moderatorId))) return;
    await deps.leaveCast(roomId, moderatorId, userId);
    // The line's notice first: it travels ahead of the kick that closes the waiting socket.
    await deps.waitingLine.blocked(roomId, userId);
    await deps.notify.blockedFromRoom(roomId, userId);
  }

  /** The flagged message of a report: its sender is the reported person; nobody reports their own. */
  async function flaggedMessage(roomId: string, request: ReportRequest, reporterId: string) {
    if (request.messageId === undefined) return undefined;
    const message = await deps.chat.messageOf(roomId, request.messageId);
    if (!message) throw new ApiError('ChatMessageNotFound');
    const isSomeoneElses = request.userId === undefined || request.userId === message.senderId;
    if (!isSomeoneElses || message.senderId === reporterId) throw new ApiError('InvalidRequest');
    return { id: request.messageId, ...message };
  }

  return {
    /**
     * POST /flag/v1/report: stored for review; when a moderator of the room reports a person, that person
     * is also blocked from the room and kicked out with code 1 ("user reported").
     */
    async report(viewer: LiveViewer, request: ReportRequest): Promise<ReportAnswer> {
      const entry = await deps.entryOf(viewer, request.eventId);
      const reporterId = viewer.caller.userId;
      if (request.userId === reporterId) throw new ApiError('InvalidRequest');
      const message = await flaggedMessage(entry.roomId, request, reporterId);
      const targetUserId = message?.senderId ?? request.userId;
      const reportId = randomUUID();
      await repo.addReport({
        id: reportId,
        roomId: entry.roomId,
        reporterId,
        targetUserId: targetUserId ?? null,
        reason: request.reason,
        comment: request.comment,
        roomKind: entry.roomKind,
        messageId: message?.id ?? null,
        messageContent: message?.content ?? null,
      });
      const blocks = targetUserId !== undefined && isRoomModerator(entry.roles);
      if (blocks && targetUserId) await block(entry.roomId, reporterId, targetUserId);
      return { reportId, blocked: blocks };
    },

    /** POST /flag/v1/blockUser {eventId, userId}: a moderator blocks a person from the room (kick-out 1). */
    async blockUser(viewer: LiveViewer, request: FlagUserRequest): Promise<FlagUserRequest> {
      const entry = await requireModerator(viewer, request.eventId);
      await block(entry.roomId, viewer.caller.userId, request.userId);
      return { eventId: entry.roomId, userId: request.userId };
    },

    /** POST /flag/v1/unblockUser {eventId, userId}: lets a blocked person enter again. */
    async unblockUser(viewer: LiveViewer, request: FlagUserRequest): Promise<FlagUserRequest> {
      const entry = await requireModerator(viewer, request.eventId);
      if (!(await repo.unblock(entry.roomId, request.userId))) throw new ApiError('NotFound');
      return { eventId: entry.roomId, userId: request.userId };
    },

    /** GET /flag/v1/blockedList {eventId, page}: the room's blocked-entry list, to its moderators. */
    async blockedList(viewer: LiveViewer, ref: string, page: number): Promise<Page<string>> {
      const entry = await requireModerator(viewer, ref);
      const { userIds, total } = await repo.blocked(
        entry.roomId,
        blockedPageSize,
        (page - 1) * blockedPageSize,
      );
      return toPage(userIds, page, blockedPageSize, total);
    },

    /**
     * POST /flag/v1/closeEvent {eventId}: the owner closes the live room for everyone (as "end for all"):
     * an event ends now (before anyone hears it, so that a page reloading on the kick reads it ended),
     * cya_flag closeEvent through the room's log, then every socket of the room is kicked with code 2.
     */
    async closeEvent(viewer: LiveViewer, ref: string): Promise<{ eventId: string }> {
      const entry = await deps.entryOf(viewer, ref);
      if (!entry.roles.includes('owner')) throw new ApiError('NotEventOwner');
      if (entry.roomKind === 'event') await deps.endEvent(entry.roomId);
      const command = {
        appKey: AppKey.Flag,
        command: FlagCommand.CloseEvent,
        eventId: entry.roomId,
      } as const;
      await deps.roomLog.apply(entry.roomId, viewer.caller.userId, command, roomClosingDecider);
      await deps.notify.roomClosed(entry.roomId);
      await deps.waitingLine.closed(entry.roomId);
      return { eventId: entry.roomId };
    },

    /** The operators' queue: a page of the reports in one status (the operator feature checks who asks). */
    async reportPage(status: ReportStatus, page: number, pageSize: number): Promise<Page<ReportRow>> {
      const { rows, total } = await repo.reports(status, pageSize, (page - 1) * pageSize);
      return toPage(rows, page, pageSize, total);
    },

    /**
     * An operator closes a report with an action (docs/decisions/operator.md): dismiss; remove the flagged
     * message (already gone is no error); or block the reported person from the room, as a moderator's
     * block (cya_flag blockUser, kick-out 1). 4004 for no such report, 4009 when it is closed already,
     * 4000 when the action does not fit it (no message, no person).
     */
    async resolve(reportId: string, operatorId: string, action: ModerationAction): Promise<ReportRow> {
      const report = await repo.findReport(reportId);
      if (!report) throw new ApiError('NotFound');
      if (report.status !== ReportStatus.Open) throw new ApiError('Conflict');
      if (action === ModerationAction.RemoveMessage) {
        if (!report.messageId) throw new ApiError('InvalidRequest');
        await deps.chat.removeByOperator(report.roomId, report.messageId, operatorId);
      }
      if (action === ModerationAction.BlockFromRoom) {
        if (!report.targetUserId) throw new ApiError('InvalidRequest');
        await block(report.roomId, operatorId, report.targetUserId);
      }
      const closed = await repo.closeReport(report.id, action, operatorId, deps.now());
      if (!closed) throw new ApiError('Conflict');
      return closed;
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
