import { toPage, type Page, type ScreenListQuery, type ScreenShareEntry } from '@limelight/protocol';
import { isRoomModerator } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { SfuRouter } from '../../platform/media/sfuRouting.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { MediaRepo, MediaSessionRow } from './media.repo.ts';
import type { MediaService } from './media.service.ts';
import type { MediaEvents } from './media.socket.ts';

export interface ScreenShareServiceDeps {
  repo: MediaRepo;
  /** The SFU holding a share, on whichever process. */
  sfus: Pick<SfuRouter, 'on'>;
  media: Pick<MediaService, 'requireModerator' | 'mediaStateOf' | 'closePublisher' | 'goLive'>;
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  notify: MediaEvents;
}

const entryOf = (row: MediaSessionRow): ScreenShareEntry => ({
  shareId: row.id,
  ownerId: row.userId,
  status: row.status === 'live' ? 'accepted' : row.status,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Screen shares (spec 001 §4 room content sync, §5; docs/decisions/media.md): a person on stage publishes
 * a screen (POST /cast/v1/pub/register kind screen), the moderators accept or reject it; an accepted share
 * goes to everyone (cya_cast screenShareUpdate) and up to 50 viewers subscribe.
 */
export function createScreenShareService(deps: ScreenShareServiceDeps) {
  const { repo } = deps;

  async function requireShare(entry: LiveRoomEntry, shareId: string): Promise<MediaSessionRow> {
    const row = await repo.find(shareId);
    if (!row || row.roomId !== entry.roomId || row.kind !== 'screen' || row.role !== 'publisher')
      throw new ApiError('NotFound');
    return row;
  }

  async function page(
    roomId: string,
    query: ScreenListQuery,
    filter: Parameters<MediaRepo['pageScreens']>[1],
  ): Promise<Page<ScreenShareEntry>> {
    const { rows, total } = await repo.pageScreens(roomId, filter, query.page, query.pageSize);
    return toPage(rows.map(entryOf), query.page, query.pageSize, total);
  }

  return {
    /** GET /sync/v2/screen/myList: the caller's own share requests in the room and where they stand. */
    async myList(viewer: LiveViewer, query: ScreenListQuery): Promise<Page<ScreenShareEntry>> {
      const entry = await deps.entryOf(viewer, query.eventId);
      return page(entry.roomId, query, {
        statuses: ['pending', 'accepted', 'rejected', 'live'],
        userId: viewer.caller.userId,
      });
    },

    /** GET /sync/v2/screen/publishList: the shares going out; moderators also see those waiting. */
    async publishList(viewer: LiveViewer, query: ScreenListQuery): Promise<Page<ScreenShareEntry>> {
      const entry = await deps.entryOf(viewer, query.eventId);
      const statuses: MediaSessionRow['status'][] = isRoomModerator(entry.roles)
        ? ['pending', 'accepted', 'live']
        : ['accepted', 'live'];
      return page(entry.roomId, query, { statuses });
    },

    /**
     * POST /sync/v2/screen/accept {eventId, screenShareID}: a moderator lets a waiting share go out (once
     * its media arrives); one share in a room at a time (4009 while another goes out).
     */
    async accept(viewer: LiveViewer, eventId: string, shareId: string): Promise<ScreenShareEntry> {
      const entry = await deps.media.requireModerator(viewer, eventId);
      const row = await requireShare(entry, shareId);
      if (row.status === 'accepted' || row.status === 'live') return entryOf(row);
      if (row.status !== 'pending') throw new ApiError('Conflict');
      const current = (await deps.media.mediaStateOf(entry.roomId)).screenShare;
      if (current && current.shareId !== row.id) throw new ApiError('Conflict');
      if (!(await repo.setStatus(row.id, ['pending'], 'accepted'))) throw new ApiError('Conflict');
      await deps.notify.shareAnswered(entry.roomId, row.userId, row.id, true);
      const accepted = { ...row, status: 'accepted' as const };
      const status = await deps.sfus
        .on(row.processId)
        .status(row.id)
        .catch(() => undefined);
      if (status?.state === 'connected') await deps.media.goLive(accepted);
      return entryOf(accepted);
    },

    /** POST /sync/v2/screen/reject {eventId, shareID}: a moderator refuses a share, or stops one going out. */
    async reject(viewer: LiveViewer, eventId: string, shareId: string): Promise<ScreenShareEntry> {
      const entry = await deps.media.requireModerator(viewer, eventId);
      const row = await requireShare(entry, shareId);
      if (row.status === 'rejected') return entryOf(row);
      if (row.status === 'closed') throw new ApiError('Conflict');
      if (row.status === 'live') await deps.media.closePublisher(row);
      else if (await repo.setStatus(row.id, ['pending', 'accepted'], 'rejected'))
        await deps.sfus
          .on(row.processId)
          .close(row.id)
          .catch(() => undefined);
      else throw new ApiError('Conflict');
      await deps.notify.shareAnswered(entry.roomId, row.userId, row.id, false);
      return entryOf({ ...row, status: 'rejected' });
    },
  };
}

export type ScreenShareService = ReturnType<typeof createScreenShareService>;
