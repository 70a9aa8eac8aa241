import { z } from 'zod';

/** What the password login answers instead of a session when the account has 2FA on. */
export const TwoFactorChallenge = z.object({
  Message: z.string(),
  IsAuth: z.literal(false),
  TwoFactorRequired: z.literal(true),
  /** Single use, for 5 minutes: the second step's proof that the password was right. */
  TwoFactorToken: z.string(),
  ExpiresOn: z.string(),
  Username: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;
