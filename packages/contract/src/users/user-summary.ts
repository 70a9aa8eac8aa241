import { z } from 'zod';

/** What one member may learn of another: never e-mail, CPF or phone. */
export const UserSummary = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
});
export type UserSummary = z.infer<typeof UserSummary>;
