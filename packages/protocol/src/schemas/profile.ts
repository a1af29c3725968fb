import { z } from 'zod';
import { Languages } from '../limits.ts';
import { Messages } from '../messages.ts';
import { emailSchema } from '../validation/email.ts';
import { dateOfBirthSchema } from '../validation/dateOfBirth.ts';
import { profileUsernameSchema } from '../validation/username.ts';
import { personNameSchema } from '../validation/personName.ts';
import { descriptionSchema, displayNameSchema } from '../validation/textLength.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { userIdSchema } from './ids.ts';
import { followStatusSchema } from './follows.ts';
import { friendStatusSchema } from './friends.ts';
import { timezoneSchema } from './events.ts';
import { textSchema } from './text.ts';

const countSchema = z.number().int().nonnegative();
const genderSchema = z.enum(['M', 'F']);

/** What anyone may see of a member (spec 000 §3 user profile); `displayName` applies the §3 fallback. */
export const publicProfileSchema = z.object({
  userId: userIdSchema,
  username: textSchema.nullable(),
  displayName: textSchema.min(1),
  firstName: textSchema.nullable(),
  lastName: textSchema.nullable(),
  avatar: textSchema.nullable(),
  backgroundImageUrl: textSchema.nullable(),
  bio: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  friendsCount: countSchema,
  followersCount: countSchema,
  followingCount: countSchema,
});
/** A member's public profile. */
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The ways an account signs in (spec 000 §3 `info`): its e-mail, a password, and one flag per social provider. */
export const loginInfoSchema = z.object({
  email: textSchema.nullable(),
  hasPassword: z.boolean(),
  social: z.record(textSchema, z.boolean()),
});
/** The `info` of a profile. */
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** An interface language (spec 000 §1), as a member keeps it on the profile. */
export const displayLanguageSchema = z.enum(Languages);
/** An interface theme (spec 000 §1–2 `theme`), as a member keeps it on the profile. */
export const displayThemeSchema = z.enum(['light', 'dark']);

/**
 * GET /api/user/v1/getProfile answer: the caller's whole profile (spec 000 §3). `promptCyaId` and
 * `promptEmail` ask the client to offer setting a missing handle or e-mail; `emailVerified` tells whether
 * the holder proved the address theirs (only then does it open whitelists and invitations); `isOxford`
 * marks a verified e-mail at the configured learning-company domain.
 */
export const ownProfileSchema = publicProfileSchema.extend({
  email: textSchema.nullable(),
  emailVerified: z.boolean(),
  gender: genderSchema.nullable(),
  dob: textSchema.nullable(),
  notes: textSchema.nullable(),
  info: loginInfoSchema,
  promptCyaId: z.boolean(),
  promptEmail: z.boolean(),
  underAge: z.boolean(),
  isOxford: z.boolean(),
  /** The interface language and theme the member chose (issue 22); null until they choose. */
  language: displayLanguageSchema.nullable(),
  theme: displayThemeSchema.nullable(),
  /** The IANA zone a browser of theirs last reported (issue 22 item 10): mails write times in it. */
  timeZone: textSchema.nullable(),
});
/** The data of GET /api/user/v1/getProfile. */
export type OwnProfile = z.infer<typeof ownProfileSchema>;

// spec 000 §5: a name has no special character but the dash; as a display name it has at most 100.
const nameSchema = personNameSchema.pipe(displayNameSchema);

/**
 * POST /api/user/v1/updateProfile (spec 000 §7); every field is optional and `null` clears a clearable
 * one. The rules of spec 000 §5 apply to each field present.
 */
export function updateProfileRequestSchema(clock: () => Date) {
  return z.object({
    username: profileUsernameSchema.pipe(displayNameSchema).optional(),
    avatar: imageUrlSchema.nullable().optional(),
    firstName: nameSchema.nullable().optional(),
    lastName: nameSchema.nullable().optional(),
    gender: genderSchema.nullable().optional(),
    dob: dateOfBirthSchema(clock).optional(),
    bio: descriptionSchema.nullable().optional(),
    email: emailSchema.optional(),
    backgroundImageUrl: imageUrlSchema.nullable().optional(),
    notes: descriptionSchema.nullable().optional(),
    language: displayLanguageSchema.optional(),
    theme: displayThemeSchema.optional(),
    timeZone: timezoneSchema.optional(),
  });
}
/** The body of POST /api/user/v1/updateProfile, after parsing. */
export type UpdateProfileRequest = z.output<ReturnType<typeof updateProfileRequestSchema>>;

/** GET /api/user/v1/getProfileByEmail ?email. */
export const profileByEmailQuerySchema = z.object({ email: emailSchema });
/** The query of GET /api/user/v1/getProfileByEmail. */
export type ProfileByEmailQuery = z.infer<typeof profileByEmailQuerySchema>;

/** GET /api/user/v2/profile: by `followingId` or by `followingCyaId` (spec 000 §7). */
export const userProfileQuerySchema = z
  .object({
    followingId: userIdSchema.optional(),
    followingCyaId: textSchema.trim().min(1).max(64).optional(),
  })
  .refine((query) => query.followingId !== undefined || query.followingCyaId !== undefined, {
    message: Messages.fieldRequired,
    path: ['followingId'],
  });
/** The query of GET /api/user/v2/profile. */
export type UserProfileQuery = z.infer<typeof userProfileQuerySchema>;

/**
 * GET /api/user/v2/profile answer: the public profile and the caller's relations to it: `status` follow
 * (NOT_FOLLOW, HAS_FOLLOWED), `friendStatus` (NOT_FRIEND, REQUEST_SENT, IS_FRIEND).
 */
export const userProfileAnswerSchema = publicProfileSchema.extend({
  status: followStatusSchema,
  friendStatus: friendStatusSchema,
});
/** The data of GET /api/user/v2/profile. */
export type UserProfileAnswer = z.infer<typeof userProfileAnswerSchema>;

/** POST /api/user/v1/changeAvatar answer: the new avatar's address. */
export const changeAvatarAnswerSchema = z.object({ avatar: textSchema.min(1) });
/** The data of POST /api/user/v1/changeAvatar. */
export type ChangeAvatarAnswer = z.infer<typeof changeAvatarAnswerSchema>;

/** POST /api/user/v1/backgroundImage answer: the new background's address. */
export const backgroundImageAnswerSchema = z.object({ backgroundImageUrl: textSchema.min(1) });
/** The data of POST /api/user/v1/backgroundImage. */
export type BackgroundImageAnswer = z.infer<typeof backgroundImageAnswerSchema>;

/** At most this many ids per users-by-ids lookup. */
export const maxUsersPerLookup = 100;

/** GET /api/user/v1/usersByIds ?ids=a,b: comma-separated userIds (spec 000 §7 lookup by ids). */
export const usersByIdsQuerySchema = z.object({
  ids: textSchema
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id.length > 0))
    .pipe(z.array(userIdSchema).min(1).max(maxUsersPerLookup)),
});
/** The query of GET /api/user/v1/usersByIds. */
export type UsersByIdsQuery = z.infer<typeof usersByIdsQuerySchema>;

/** One user of the lookup, in the spec's field names (spec 000 §7: user_id, first_name, last_name, username). */
export const userByIdSchema = z.object({
  user_id: userIdSchema,
  first_name: textSchema.nullable(),
  last_name: textSchema.nullable(),
  username: textSchema.nullable(),
});
/** One user of GET /api/user/v1/usersByIds. */
export type UserById = z.infer<typeof userByIdSchema>;

/** GET /api/user/v1/usersByIds answer; unknown ids are left out. */
export const usersByIdsAnswerSchema = z.object({ users: z.array(userByIdSchema) });
/** The data of GET /api/user/v1/usersByIds. */
export type UsersByIdsAnswer = z.infer<typeof usersByIdsAnswerSchema>;
