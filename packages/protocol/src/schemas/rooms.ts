import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { AgeLabel, Defaults, PageSize, RoomPrivacy } from '../limits.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { roomOrEventNameSchema } from '../validation/roomOrEventName.ts';
import { validatedSchema } from '../validation/result.ts';
import { validateRoomType } from '../validation/roomType.ts';
import { tagsSchema } from '../validation/tags.ts';
import { flagInputSchema } from './events.ts';
import { userIdSchema } from './ids.ts';
import { storableJsonSchema, textSchema } from './text.ts';

/**
 * spec 000 §3 room age labels: '13' general, '18' only 18+, and the for-kids label, whose value the spec
 * does not show ('kids' here; it is not adult content).
 */
export const RoomAgeLabels = [AgeLabel.general, AgeLabel.adultsOnly, 'kids'] as const;
/** One room age label. */
export type RoomAgeLabel = (typeof RoomAgeLabels)[number];

/** spec 000 §3 joinStage type, default 1: all members may join the stage (1) or only hosts (2). */
export const RoomJoinStage = { allMembers: Defaults.joinStageType, hostsOnly: 2 } as const;
/** One joinStage type. */
export type RoomJoinStageType = (typeof RoomJoinStage)[keyof typeof RoomJoinStage];

// Room calls name the room as `eventId` (spec 000 §7), by id or slug. Optional here so that a missing one
// answers the spec's room codes (11001 Required roomId, 50000 required room id) instead of 4000.
const roomRefInputSchema = textSchema
  .trim()
  .max(128)
  .optional()
  .transform((ref) => (ref === '' ? undefined : ref));

const joinStageSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(RoomJoinStage.allMembers), z.literal(RoomJoinStage.hostsOnly)]));
// privateLevel arrives as a number, or as text from forms: 'Please choose a room type' otherwise.
const privateLevelSchema = validatedSchema(z.coerce.number(), validateRoomType);
const labelSchema = z.coerce.string().pipe(z.enum(RoomAgeLabels));

/** GET /api/room/v1/detail and POST authCheck, deleteRoom: one room (spec 000 §7 `eventId`). */
export const roomRefSchema = z.object({ eventId: roomRefInputSchema });
/** The query or body naming one room. */
export type RoomRef = z.output<typeof roomRefSchema>;

/**
 * POST /api/room/v1/createRoom {title, privateLevel, label, thumbnail, friendList} (spec 000 §7): the name
 * rule of spec 000 §5, public (1) by default, label '13' by default; `friendList` are the people invited.
 */
export const createRoomRequestSchema = z.object({
  title: textSchema.default('').pipe(roomOrEventNameSchema),
  privateLevel: privateLevelSchema.default(RoomPrivacy.public),
  label: labelSchema.default(AgeLabel.general),
  thumbnail: imageUrlSchema.nullable().default(null),
  tags: tagsSchema.default([]),
  friendList: z.array(userIdSchema).max(100).default([]),
});
/** The body of POST /api/room/v1/createRoom. */
export type CreateRoomRequest = z.output<typeof createRoomRequestSchema>;

/**
 * What editRoom may change (spec 000 §4 settings toggles, plus the room's own fields): text chat
 * (sendChat), donations, show participants, chat moderation (chatModApprove), approve-to-stage
 * (approveJoin), join stage, private level, wait room, age label, and title, thumbnail, tags.
 */
const roomSettingValueSchemas = {
  waitRoom: flagInputSchema,
  approveJoin: flagInputSchema,
  sendChat: flagInputSchema,
  showParticipants: flagInputSchema,
  allowDonations: flagInputSchema,
  chatModApprove: flagInputSchema,
  joinStage: joinStageSchema,
  privateLevel: privateLevelSchema,
  label: labelSchema,
  title: roomOrEventNameSchema,
  thumbnail: imageUrlSchema.nullable(),
  tags: tagsSchema,
} as const;

/** One editRoom option name. */
export type RoomSettingOption = keyof typeof roomSettingValueSchemas;

/** One change editRoom makes: an option and its value after parsing. */
export type RoomSettingChange = {
  [K in RoomSettingOption]: { option: K; value: z.output<(typeof roomSettingValueSchemas)[K]> };
}[RoomSettingOption];

/** POST /api/room/v1/editRoom {eventId, option, value}: each checked by `parseRoomSetting`. */
export const editRoomRequestSchema = z.object({
  eventId: roomRefInputSchema,
  option: textSchema
    .trim()
    .max(64)
    .optional()
    .transform((option) => (option === '' ? undefined : option)),
  value: storableJsonSchema.optional(),
});
/** The body of POST /api/room/v1/editRoom. */
export type EditRoomRequest = z.output<typeof editRoomRequestSchema>;

/** Why an editRoom option and value were refused; the server answers each with its spec 000 §8 code. */
export type RoomSettingFailure = 'optionMissing' | 'optionInvalid' | 'valueMissing' | 'valueInvalid';

/** An option and value read as a change, or why not (with the rule's message for a value that fails it). */
export type RoomSettingParse =
  { ok: true; change: RoomSettingChange } | { ok: false; failure: RoomSettingFailure; message?: string };

const isRoomSettingOption = (option: string): option is RoomSettingOption =>
  Object.prototype.hasOwnProperty.call(roomSettingValueSchemas, option);

/** Reads editRoom's `option` and `value`: a missing option, an unknown one, a missing value, or its rule. */
export function parseRoomSetting(option: string | undefined, value: unknown): RoomSettingParse {
  if (option === undefined) return { ok: false, failure: 'optionMissing' };
  if (!isRoomSettingOption(option)) return { ok: false, failure: 'optionInvalid' };
  if (value === undefined) return { ok: false, failure: 'valueMissing' };
  const parsed = roomSettingValueSchemas[option].safeParse(value);
  if (!parsed.success)
    return { ok: false, failure: 'valueInvalid', message: parsed.error.issues[0]?.message };
  // The schema was picked by `option`, so the value is that option's; TypeScript cannot follow the pairing.
  return { ok: true, change: { option, value: parsed.data } as RoomSettingChange };
}

/** POST /api/room/v1/subscribe {eventId, subscribe}: 1 (or true) subscribes, 0 unsubscribes. */
export const subscribeRoomRequestSchema = z.object({
  eventId: roomRefInputSchema,
  subscribe: flagInputSchema,
});
/** The body of POST /api/room/v1/subscribe. */
export type SubscribeRoomRequest = z.output<typeof subscribeRoomRequestSchema>;

/** What GET /api/room/v1/myRoom lists: the rooms I own, or the rooms I subscribed to. */
export const MyRoomOptions = ['owned', 'subscribed'] as const;
/** One myRoom option. */
export type MyRoomOption = (typeof MyRoomOptions)[number];

/** GET /api/room/v1/myRoom (option, page, pageSize): 20 a page (spec 000 §9 room list). */
export const myRoomQuerySchema = pageQuerySchema(PageSize.roomList).extend({
  option: z.enum(MyRoomOptions).default('owned'),
});
/** The query of GET /api/room/v1/myRoom. */
export type MyRoomQuery = z.output<typeof myRoomQuerySchema>;

/** GET /api/room/v1/activeList (page, pageSize default 20, spec 000 §7, §9). */
export const activeRoomsQuerySchema = pageQuerySchema(PageSize.roomList);
/** The query of GET /api/room/v1/activeList. */
export type ActiveRoomsQuery = z.output<typeof activeRoomsQuerySchema>;

/** The owner a room view names. */
export const roomOwnerSchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
});

/**
 * A room as every call shows it (spec 000 §3 Room, spec 001 §3 room live view), with the caller's
 * standing. `peopleCount` is how many people are in it now, null when showParticipants is off and the
 * caller is not the owner; `friendList` (the people invited) is shown to the owner only.
 */
export const roomViewSchema = z.object({
  id: textSchema,
  slug: textSchema,
  title: textSchema,
  thumbnail: textSchema.nullable(),
  privateLevel: z.union([z.literal(RoomPrivacy.public), z.literal(RoomPrivacy.private)]),
  label: z.enum(RoomAgeLabels),
  tags: z.array(textSchema),
  waitRoom: z.boolean(),
  approveJoin: z.boolean(),
  sendChat: z.boolean(),
  showParticipants: z.boolean(),
  allowDonations: z.boolean(),
  chatModApprove: z.boolean(),
  joinStage: z.union([z.literal(RoomJoinStage.allMembers), z.literal(RoomJoinStage.hostsOnly)]),
  owner: roomOwnerSchema,
  peopleCount: z.number().int().nonnegative().nullable(),
  friendList: z.array(userIdSchema),
  isSubscribed: z.boolean(),
  isOwner: z.boolean(),
  isMod: z.boolean(),
  isHost: z.boolean(),
  isSpecial: z.boolean(),
  createdAt: textSchema,
  updatedAt: textSchema,
});
/** A room on the wire. */
export type RoomView = z.infer<typeof roomViewSchema>;

/** POST /api/room/v1/authCheck answer (spec 001 §3: code, data.showWaitRoom). */
export const roomAuthCheckAnswerSchema = z.object({
  eventId: textSchema,
  slug: textSchema,
  showWaitRoom: z.boolean(),
});
/** The data of POST /api/room/v1/authCheck. */
export type RoomAuthCheckAnswer = z.infer<typeof roomAuthCheckAnswerSchema>;

/** POST /api/room/v1/subscribe answer. */
export const subscribeRoomAnswerSchema = z.object({ eventId: textSchema, isSubscribed: z.boolean() });
/** The data of POST /api/room/v1/subscribe. */
export type SubscribeRoomAnswer = z.infer<typeof subscribeRoomAnswerSchema>;

/** POST /api/room/v1/deleteRoom answer: the room is gone (`deleted` 0/1 like events). */
export const deleteRoomAnswerSchema = z.object({ eventId: textSchema, deleted: z.literal(1) });
/** The data of POST /api/room/v1/deleteRoom. */
export type DeleteRoomAnswer = z.infer<typeof deleteRoomAnswerSchema>;

/** A room role besides ownership (spec 000 §6: hosts and moderators). */
export const RoomRoleNames = ['host', 'mod'] as const;
export type RoomRoleName = (typeof RoomRoleNames)[number];

/** POST /api/room/v1/setRole {eventId, userId, role}: makes a person a host or moderator, or neither ('none'). */
export const setRoomRoleRequestSchema = z.object({
  eventId: roomRefInputSchema,
  userId: userIdSchema,
  role: z.enum([...RoomRoleNames, 'none']),
});
export type SetRoomRoleRequest = z.output<typeof setRoomRoleRequestSchema>;

/** POST /api/room/v1/transferOwner {eventId, userId}: the owner passes ownership to a member (spec 000 §6). */
export const transferRoomOwnerRequestSchema = z.object({ eventId: roomRefInputSchema, userId: userIdSchema });
export type TransferRoomOwnerRequest = z.output<typeof transferRoomOwnerRequestSchema>;

/** One of a room's special people: its owner, hosts and moderators (GET /api/room/v1/roles). */
export const roomRoleEntrySchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  avatar: textSchema.nullable(),
  role: z.enum([...RoomRoleNames, 'owner']),
});
export type RoomRoleEntry = z.infer<typeof roomRoleEntrySchema>;

/** GET /api/room/v1/participants {eventId, page, pageSize 50}: the people in a live room now. */
export const roomParticipantsQuerySchema = pageQuerySchema(50).extend({ eventId: roomRefInputSchema });
export type RoomParticipantsQuery = z.output<typeof roomParticipantsQuerySchema>;

/** A person in a live room, with their role there (null: none). */
export const roomParticipantSchema = roomRoleEntrySchema.extend({
  role: roomRoleEntrySchema.shape.role.nullable(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;
