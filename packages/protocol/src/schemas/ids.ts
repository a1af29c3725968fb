import { textSchema } from './text.ts';

/** An event (or room) id as requests carry it. */
export const eventIdSchema = textSchema.min(1).max(64);

/** A person's id (spec's uuid, friendId, targetId … all carry it; ARCHITECTURE wire conventions). */
export const userIdSchema = textSchema.min(1).max(64);
