import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** One room socket's stay: when it joined and left, and the platform its client named (features/analytics). */
export interface AnalyticsSessionsTable {
  id: string;
  roomId: string;
  userId: string;
  platform: 'web' | 'ios' | 'android' | 'special';
  /** The X-Client header as sent when the socket's token was issued ('web-43'); '' when none was sent. */
  client: string;
  joinedAt: Timestamp;
  /** Null while the socket is open (or when the process stopped before it could write the leave). */
  leftAt: Timestamp | null;
}

/** A person's analytics role on a channel (spec 001 §6): admin or viewer. */
export interface AnalyticsRolesTable {
  channelId: string;
  userId: string;
  role: 'admin' | 'viewer';
  grantedBy: string | null;
  createdAt: Generated<Date>;
}

/** Analytics (features/analytics). */
export interface AnalyticsTables {
  analyticsSessions: AnalyticsSessionsTable;
  analyticsRoles: AnalyticsRolesTable;
}
