import { z } from 'zod';
import { eventIdSchema } from '../schemas/ids.ts';
import { filmMediaSchema } from '../schemas/films.ts';
import { textSchema } from '../schemas/text.ts';
import { inviteIdSchema, rolePersonSchema } from '../schemas/roles.ts';
import { EventRoles } from '../validation/roleInvite.ts';
import { serverCommand } from './command.ts';

/** The cya_self_service commands of spec 001 §4. */
export const SelfServiceCommand = {
  RoleInvited: 'roleInvited',
  ShouldUpdateRoleList: 'shouldUpdateRoleList',
  FilmTranscode: 'filmTranscode',
} as const;

/** cya_self_service roleInvited, to the invitee: enough for a notification with confirm and decline. */
export const roleInvitedPayloadSchema = z.object({
  eventId: eventIdSchema,
  eventTitle: textSchema,
  inviteId: inviteIdSchema,
  inviteUrl: textSchema.min(1),
  roles: z.array(z.enum(EventRoles)),
  from: rolePersonSchema,
});
/** The payload of cya_self_service roleInvited. */
export type RoleInvitedPayload = z.infer<typeof roleInvitedPayloadSchema>;

/** cya_self_service shouldUpdateRoleList, to everyone in the event's room: its role list changed. */
export const shouldUpdateRoleListPayloadSchema = z.object({ eventId: eventIdSchema });
/** The payload of cya_self_service shouldUpdateRoleList. */
export type ShouldUpdateRoleListPayload = z.infer<typeof shouldUpdateRoleListPayloadSchema>;

/**
 * cya_self_service filmTranscode, to the film's creator: its upload or transcode moved on (state, percent,
 * ffmpeg's reason on failure). The film page also asks POST /common/v1/transcode, so a missed one is not lost.
 */
export const filmTranscodePayloadSchema = filmMediaSchema;
/** The payload of cya_self_service filmTranscode. */
export type FilmTranscodePayload = z.infer<typeof filmTranscodePayloadSchema>;

export const selfServiceCommands = {
  [SelfServiceCommand.RoleInvited]: serverCommand('addressed', roleInvitedPayloadSchema),
  // A refresh hint: the list is reloaded, so a missed one is not worth replaying.
  [SelfServiceCommand.ShouldUpdateRoleList]: serverCommand('roomLive', shouldUpdateRoleListPayloadSchema),
  // Progress: the latest one is what matters, so a missed one is not replayed.
  [SelfServiceCommand.FilmTranscode]: serverCommand('addressed', filmTranscodePayloadSchema),
} as const;
