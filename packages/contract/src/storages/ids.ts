import { z } from 'zod';
import { text } from '../common/text';

/** Largest value of a PostgreSQL integer id. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id in a body; anything else answers `message` (the thing was not found or not given). */
export const idField = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A positive integer id in a path (`/{id}`), as text. */
export const IdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID),
});
