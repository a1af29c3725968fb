import { z } from 'zod';
import { isoTimeSchema, personSchema } from '../socket/fields.ts';
import { dateOfBirthSchema } from '../validation/dateOfBirth.ts';
import { textSchema } from './text.ts';

// The operators' account tools (docs/decisions/operator.md "Suspending an account", age-policy.md): look an
// account up, suspend it platform-wide with a reason and lift that, and move a birth date across 18.

/** What an operator writes when suspending an account or changing a birth date (shown to the person). */
export const operatorReasonSchema = textSchema.trim().min(1).max(500);

/** GET /api/operator/v1/account {user}: a member by user id, cyaId or e-mail address. */
export const accountLookupQuerySchema = z.object({ user: textSchema.trim().min(1).max(320) });
export type AccountLookupQuery = z.output<typeof accountLookupQuerySchema>;

/** A suspension as the operators read it. */
export const suspensionSchema = z.object({
  reason: textSchema,
  suspendedAt: isoTimeSchema,
  /** The operator who suspended the account; null once their account is gone. */
  suspendedBy: textSchema.nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** A change of birth date an operator made (docs/decisions/age-policy.md). */
export const birthDateChangeSchema = z.object({
  oldDob: textSchema.nullable(),
  newDob: textSchema,
  reason: textSchema,
  changedBy: textSchema.nullable(),
  changedAt: isoTimeSchema,
});
export type BirthDateChange = z.infer<typeof birthDateChangeSchema>;

/** An account as the operators' tools show it: who, the birth date, the open suspension and past changes. */
export const accountStandingSchema = z.object({
  person: personSchema,
  email: textSchema.nullable(),
  dob: textSchema.nullable(),
  suspension: suspensionSchema.nullable(),
  /** The latest birth date changes by operators, newest first (at most 10). */
  birthDateChanges: z.array(birthDateChangeSchema),
});
export type AccountStanding = z.infer<typeof accountStandingSchema>;

/** POST /api/operator/v1/suspendAccount {userId, reason}. */
export const suspendAccountRequestSchema = z.object({
  userId: textSchema.min(1).max(64),
  reason: operatorReasonSchema,
});
export type SuspendAccountRequest = z.output<typeof suspendAccountRequestSchema>;

/** POST /api/operator/v1/liftSuspension {userId}. */
export const liftSuspensionRequestSchema = z.object({ userId: textSchema.min(1).max(64) });
export type LiftSuspensionRequest = z.output<typeof liftSuspensionRequestSchema>;

/** POST /api/operator/v1/setBirthDate {userId, dob, reason}: the spec's dob rules (13–150) hold. */
export function setBirthDateRequestSchema(clock: () => Date) {
  return z.object({
    userId: textSchema.min(1).max(64),
    dob: dateOfBirthSchema(clock),
    reason: operatorReasonSchema,
  });
}
export type SetBirthDateRequest = z.output<ReturnType<typeof setBirthDateRequestSchema>>;

/** The data of the 10030 banned answer: the operators' reason (empty for a ban that has none). */
export const bannedDataSchema = z.object({ reason: textSchema });
export type BannedData = z.infer<typeof bannedDataSchema>;
