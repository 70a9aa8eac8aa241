import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

/** The path's wallet type: digits only; the API answers 400 for any type but CurrentAccount (1). */
export const WalletTypeParams = z.object({
  type: text()
    .regex(/^\d{1,3}$/, messages.invalidWalletType)
    .transform(Number),
});
