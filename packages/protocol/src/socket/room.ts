import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { RoomAgeLabels } from '../schemas/rooms.ts';
import { serverCommand, twoWayCommand } from './command.ts';
import { frameEventIdSchema, frameUserIdSchema, isoTimeSchema, personSchema } from './fields.ts';

/** cya_room commands: the waiting room and the age label (spec 001 §4), and setting pushes. */
export const RoomCommand = {
  /** To the hosts: a person entered the waiting room. */
  WaitJoin: 'waitJoin',
  /** To the hosts: a person left the waiting room. */
  WaitLeave: 'waitLeave',
  /** To the hosts: the whole waiting list, after any change. */
  WaitUpdate: 'waitUpdate',
  /** To the person waiting: they are in the waiting room. */
  WaitRoom: 'waitRoom',
  /** A host admits a waiting person (and may invite them to the stage); the person hears of it. */
  WaitAccept: 'waitAccept',
  /** A host removes a waiting person; the person hears of it. */
  WaitReject: 'waitReject',
  /** To everyone: the room's age label changed (a guest or under-age member is then kicked, code 3). */
  Label: 'label',
  /** spec 000 §4, spec 001 §4: a settings toggle changed; pushed live to everyone in the room. */
  SettingUpdated: 'roomSettingUpdated',
} as const;

const waitingRefSchema = z.object({ eventId: frameEventIdSchema, userId: frameUserIdSchema });

/** A person in the waiting room, with when they took their place (so every host's page shows the same wait). */
export const waitingPersonSchema = personSchema.extend({ waitingSince: isoTimeSchema });
export type WaitingPerson = z.infer<typeof waitingPersonSchema>;

/** cya_room waitJoin: who entered the waiting room. */
export const waitJoinPayloadSchema = z.object({ eventId: frameEventIdSchema, person: waitingPersonSchema });
/** cya_room waitLeave: who left it. */
export const waitLeavePayloadSchema = waitingRefSchema;
/** cya_room waitUpdate: everyone waiting, first come first. */
export const waitUpdatePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  waiting: z.array(waitingPersonSchema).max(10_000),
});
/** cya_room waitRoom: the person waits (1 = next in line). */
export const waitRoomPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  position: z.number().int().positive().optional(),
});
/** cya_room waitAccept from a host: admit `userId`, and invite them to the stage when asked. */
export const waitAcceptRequestSchema = waitingRefSchema.extend({ inviteToStage: z.boolean().optional() });
export type WaitAcceptRequest = z.infer<typeof waitAcceptRequestSchema>;
/** cya_room waitAccept to the person admitted. */
export const waitAcceptPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  inviteToStage: z.boolean(),
});
/** cya_room waitReject from a host: remove `userId` from the waiting room. */
export const waitRejectRequestSchema = waitingRefSchema;
export type WaitRejectRequest = z.infer<typeof waitRejectRequestSchema>;
/**
 * Why a person left the line without entering: a host removed them, a moderator blocked them from the
 * room, or the owner closed the room (docs/decisions/waiting-room.md).
 */
export const WaitEndReasons = ['removed', 'blocked', 'closed'] as const;
export type WaitEndReason = (typeof WaitEndReasons)[number];
/** cya_room waitReject to the person removed, with why (absent in older frames: removed). */
export const waitRejectPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  reason: z.enum(WaitEndReasons).optional(),
});
/** cya_room label: the room's new age label. */
export const labelPayloadSchema = z.object({ eventId: frameEventIdSchema, label: z.enum(RoomAgeLabels) });
export type LabelPayload = z.infer<typeof labelPayloadSchema>;

/** cya_room roomSettingUpdated, to everyone in the room: the option changed and its new value. */
export const roomSettingUpdatedPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  option: textSchema.max(64),
  value: z.unknown(),
});
/** The payload of cya_room roomSettingUpdated. */
export type RoomSettingUpdatedPayload = z.infer<typeof roomSettingUpdatedPayloadSchema>;

export const roomCommands = {
  [RoomCommand.WaitJoin]: serverCommand('addressed', waitJoinPayloadSchema),
  [RoomCommand.WaitLeave]: serverCommand('addressed', waitLeavePayloadSchema),
  [RoomCommand.WaitUpdate]: serverCommand('addressed', waitUpdatePayloadSchema),
  [RoomCommand.WaitRoom]: serverCommand('addressed', waitRoomPayloadSchema),
  [RoomCommand.WaitAccept]: twoWayCommand('addressed', {
    toServer: waitAcceptRequestSchema,
    toClient: waitAcceptPayloadSchema,
  }),
  [RoomCommand.WaitReject]: twoWayCommand('addressed', {
    toServer: waitRejectRequestSchema,
    toClient: waitRejectPayloadSchema,
  }),
  [RoomCommand.Label]: serverCommand('room', labelPayloadSchema),
  [RoomCommand.SettingUpdated]: serverCommand('room', roomSettingUpdatedPayloadSchema),
} as const;
