import { z } from 'zod';

export const FEATURE_NAME_MAX = 100;

/** A feature (Azul, M...): a value of one feature category (Type 2). */
export const Feature = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CategoryId: z.number().int(),
  Category: z.object({ Id: z.number().int(), Name: z.string(), Type: z.number().int() }),
});
export type Feature = z.infer<typeof Feature>;
