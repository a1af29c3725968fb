import { z } from 'zod';

/** An event (or room) id as requests carry it. */
export const eventIdSchema = z.string().min(1).max(64);

/** A person's id (spec's uuid, friendId, targetId … all carry it; ARCHITECTURE wire conventions). */
export const userIdSchema = z.string().min(1).max(64);
