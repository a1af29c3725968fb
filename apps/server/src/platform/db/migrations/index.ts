import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as accounts from './0002_accounts.ts';
import * as mailOutbox from './0003_mail_outbox.ts';
import * as events from './0004_events.ts';
import * as roles from './0005_roles.ts';
import * as search from './0006_search.ts';
import * as commerce from './0007_commerce.ts';
import * as stripeWebhooks from './0008_stripe_webhooks.ts';
import * as refundsPasses from './0009_refunds_passes.ts';
import * as store from './0010_store.ts';
import * as rooms from './0011_rooms.ts';
import * as emailVerification from './0012_email_verification.ts';
import * as uploadRetentionLoginBackoff from './0013_upload_retention_login_backoff.ts';
import * as revokedSessions from './0014_revoked_sessions.ts';
import * as roomLog from './0017_room_log.ts';
import * as roomChat from './0018_room_chat.ts';
import * as roomSync from './0019_room_sync.ts';
import * as roomWaiting from './0020_room_waiting.ts';
import * as flags from './0021_flags.ts';
import * as roomRoles from './0022_room_roles.ts';
import * as mediaSessions from './0024_media_sessions.ts';
import * as friends from './0025_friends.ts';
import * as friendChats from './0026_friend_chats.ts';
import * as notifications from './0027_notifications.ts';
import * as jobs from './0028_jobs.ts';
import * as friendCalls from './0029_friend_calls.ts';
import * as meet from './0030_meet.ts';
import * as mediaSessionProcess from './0031_media_session_process.ts';
import * as roomLogEntries from './0032_room_log_entries.ts';
import * as displayPreferences from './0033_display_preferences.ts';
import * as stageRecordings from './0034_stage_recordings.ts';
import * as replays from './0035_replays.ts';
import * as recordings from './0036_recordings.ts';
import * as contactMessages from './0037_contact_messages.ts';
import * as films from './0040_films.ts';
import * as filmMedia from './0041_film_media.ts';
import * as analytics from './0038_analytics.ts';
import * as eventContentsDrm from './0043_event_contents_drm.ts';
import * as moderationQueue from './0042_moderation_queue.ts';
import * as accountSuspensions from './0044_account_suspensions.ts';
import * as birthDateChanges from './0045_birth_date_changes.ts';
import * as roomJoinedCounts from './0046_room_joined_counts.ts';
import * as userTimeZone from './0047_user_time_zone.ts';

/** Every migration in order; the same list runs on PGlite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_mail_outbox': mailOutbox,
  '0004_events': events,
  '0005_roles': roles,
  '0006_search': search,
  '0007_commerce': commerce,
  '0008_stripe_webhooks': stripeWebhooks,
  '0009_refunds_passes': refundsPasses,
  '0010_store': store,
  '0011_rooms': rooms,
  '0012_email_verification': emailVerification,
  '0013_upload_retention_login_backoff': uploadRetentionLoginBackoff,
  '0014_revoked_sessions': revokedSessions,
  '0017_room_log': roomLog,
  '0018_room_chat': roomChat,
  '0019_room_sync': roomSync,
  '0020_room_waiting': roomWaiting,
  '0021_flags': flags,
  '0022_room_roles': roomRoles,
  '0024_media_sessions': mediaSessions,
  '0025_friends': friends,
  '0026_friend_chats': friendChats,
  '0027_notifications': notifications,
  '0028_jobs': jobs,
  '0029_friend_calls': friendCalls,
  '0030_meet': meet,
  '0031_media_session_process': mediaSessionProcess,
  '0032_room_log_entries': roomLogEntries,
  '0033_display_preferences': displayPreferences,
  '0034_stage_recordings': stageRecordings,
  '0035_replays': replays,
  '0036_recordings': recordings,
  '0037_contact_messages': contactMessages,
  '0040_films': films,
  '0041_film_media': filmMedia,
  '0038_analytics': analytics,
  '0042_moderation_queue': moderationQueue,
  '0043_event_contents_drm': eventContentsDrm,
  '0044_account_suspensions': accountSuspensions,
  '0045_birth_date_changes': birthDateChanges,
  '0046_room_joined_counts': roomJoinedCounts,
  '0047_user_time_zone': userTimeZone,
};
