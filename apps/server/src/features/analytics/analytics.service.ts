import {
  AnalyticsPlatforms,
  displayNameOf,
  toPage,
  type AnalyticsChannel,
  type AnalyticsFilter,
  type AnalyticsPlatform,
  type AnalyticsRole,
  type AnalyticsRoleRow,
  type Page,
  type SetAnalyticsRoleRequest,
} from '@limelight/protocol';
import type { Caller } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { AnalyticsRepo } from './analytics.repo.ts';
import type { ReportScope } from './reports.repo.ts';

export interface AnalyticsServiceDeps {
  repo: AnalyticsRepo;
  clock: () => Date;
}

/** A room socket as the gateway tells of it. */
export interface RoomSocket {
  id: string;
  roomId: string;
  userId: string;
  /** The X-Client header the socket's token was asked with. */
  client: string | undefined;
}

const dayMs = 24 * 60 * 60_000;

/** spec 001 §9 platforms from the client's X-Client header ('web-43' → web); any other client is special. */
export function platformOfClient(client: string | undefined): AnalyticsPlatform {
  const name = (client ?? '').split('-')[0]?.toLowerCase();
  return AnalyticsPlatforms.find((platform) => platform === name && platform !== 'special') ?? 'special';
}

/** The span a time filter names: the last N days up to now, everything up to now, or the custom span. */
export function spanOf(filter: AnalyticsFilter, now: Date): { from: Date; to: Date } {
  if (filter.range === 'custom' && filter.from && filter.to)
    return { from: new Date(filter.from), to: new Date(filter.to) };
  if (filter.range === 'all' || filter.range === 'custom') return { from: new Date(0), to: now };
  return { from: new Date(now.getTime() - Number(filter.range) * dayMs), to: now };
}

/**
 * Analytics roles and access (spec 001 §6: owner, admin, viewer; admins download reports and manage roles,
 * viewers only view), and the record of room sockets' stays. A channel is its owner's events; the owner
 * holds `owner` by owning it.
 */
export function createAnalyticsService({ repo, clock }: AnalyticsServiceDeps) {
  async function roleOf(caller: Caller, channelId: string): Promise<AnalyticsRole> {
    if (caller.userId === channelId) return 'owner';
    const role = await repo.roleOf(channelId, caller.userId);
    if (!role) throw new ApiError('AnalyticsNotAllowed');
    return role;
  }

  async function requireAdmin(caller: Caller, channelId: string): Promise<void> {
    if ((await roleOf(caller, channelId)) === 'viewer') throw new ApiError('AnalyticsAdminOnly');
  }

  const ownerRow = async (channelId: string): Promise<AnalyticsRoleRow> => {
    const owner = await repo.memberNamed(channelId);
    return { userId: channelId, name: displayNameOf(owner ?? { userId: channelId }), role: 'owner' };
  };

  /**
   * A page of one side's grants after an owner's row, which is the first page's first entry: a channel's
   * owner then its holders (`by` channelId), or a person's own channel then those they hold a role on.
   */
  async function ownerThenGrants(
    by: 'channelId' | 'userId',
    id: string,
    page: number,
    pageSize: number,
  ): Promise<Page<AnalyticsRoleRow>> {
    const offset = (page - 1) * pageSize;
    const granted = await repo.grantsPage(
      by,
      id,
      Math.max(0, offset - 1),
      offset === 0 ? pageSize - 1 : pageSize,
    );
    const list = granted.rows.map((row): AnalyticsRoleRow => ({
      userId: row.userId,
      name: displayNameOf(row),
      role: row.role,
    }));
    if (offset === 0) list.unshift(await ownerRow(id));
    return toPage(list, page, pageSize, granted.total + 1);
  }

  return {
    roleOf,
    requireAdmin,

    /** The scope a filter reads, once the caller may read the channel. */
    async scopeOf(caller: Caller, filter: AnalyticsFilter): Promise<ReportScope & { role: AnalyticsRole }> {
      const role = await roleOf(caller, filter.channelId);
      const now = clock();
      return {
        role,
        channelId: filter.channelId,
        ...(filter.eventId ? { eventIds: [filter.eventId] } : {}),
        platform: filter.platform === 'all' ? undefined : filter.platform,
        ...spanOf(filter, now),
        now,
      };
    },

    /** A room socket opened: its stay starts now, on the platform its client named. */
    async recordJoin(socket: RoomSocket): Promise<void> {
      await repo.openSession({
        id: socket.id,
        roomId: socket.roomId,
        userId: socket.userId,
        platform: platformOfClient(socket.client),
        client: socket.client ?? '',
        joinedAt: clock(),
      });
    },

    /** A room socket closed: its stay ends now. */
    async recordLeave(socketId: string): Promise<void> {
      await repo.closeSession(socketId, clock());
    },

    /** GET channels: the caller's own channel first, then those they hold a role on. */
    async channels(caller: Caller, page: number, pageSize: number): Promise<Page<AnalyticsChannel>> {
      const list = await ownerThenGrants('userId', caller.userId, page, pageSize);
      return { ...list, list: list.list.map(({ userId, ...row }) => ({ channelId: userId, ...row })) };
    },

    /** GET roles: the owner first, then the admins and viewers in the order they were given the role. */
    async roles(caller: Caller, channelId: string, page: number, pageSize: number) {
      await roleOf(caller, channelId);
      return ownerThenGrants('channelId', channelId, page, pageSize);
    },

    /** POST roles/set: owners and admins give a member the admin or viewer role. */
    async setRole(caller: Caller, request: SetAnalyticsRoleRequest): Promise<AnalyticsRoleRow> {
      await requireAdmin(caller, request.channelId);
      if (request.userId === request.channelId) throw new ApiError('AnalyticsOwnerRole');
      const member = await repo.memberNamed(request.userId);
      if (!member) throw new ApiError('NotFound');
      await repo.setRole({
        channelId: request.channelId,
        userId: request.userId,
        role: request.role,
        grantedBy: caller.userId,
      });
      return { userId: request.userId, name: displayNameOf(member), role: request.role };
    },

    /** POST roles/remove: owners and admins take a role away (the owner's stays). */
    async removeRole(caller: Caller, channelId: string, userId: string): Promise<{ userId: string }> {
      await requireAdmin(caller, channelId);
      if (userId === channelId) throw new ApiError('AnalyticsOwnerRole');
      await repo.removeRole(channelId, userId);
      return { userId };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
