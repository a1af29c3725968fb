import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A stored notification of a person (features/notifications); `payload` is JSON text in and out. */
export interface NotificationsTable {
  id: string;
  userId: string;
  category: string;
  command: string;
  payload: string;
  position: Generated<string>;
  createdAt: Timestamp;
}

/** Background jobs (platform/jobs): unique by key, taken once with FOR UPDATE SKIP LOCKED. */
export interface JobsTable {
  key: string;
  kind: string;
  runAt: Timestamp;
  payload: string;
  createdAt: Generated<Date>;
  doneAt: Timestamp | null;
  doneBy: string | null;
}

/** Notifications and the jobs that send reminders. */
export interface NotificationTables {
  notifications: NotificationsTable;
  jobs: JobsTable;
}
