import { z } from 'zod';
import { RoomPrivacy } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';

/** A room's `privateLevel`. */
export type RoomPrivacyLevel = (typeof RoomPrivacy)[keyof typeof RoomPrivacy];

const privacyLevels: readonly number[] = Object.values(RoomPrivacy);
const isRoomPrivacyLevel = (level: number): level is RoomPrivacyLevel => privacyLevels.includes(level);

/** spec 000 §5: a room type (public or private) must be chosen. */
export function validateRoomType(privateLevel: number | null | undefined): Validation<RoomPrivacyLevel> {
  return privateLevel != null && isRoomPrivacyLevel(privateLevel)
    ? pass(privateLevel)
    : fail('roomTypeRequired');
}

/** `validateRoomType` as a zod schema. */
export const roomTypeSchema = validatedSchema(z.number().nullish(), validateRoomType);
