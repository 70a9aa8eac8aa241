import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

/** The store's owner as a visitor sees him: a member (type 2) who is not blocked. */
export const StoreHeader = z.object({
  Name: z.string(),
  Username: z.string(),
});
export type StoreHeader = z.infer<typeof StoreHeader>;

/** `/store/{username}`: the member whose store it is. Anything unusable is an unknown store. */
export const StoreParams = z
  .object({ username: text({ error: messages.orderStoreNotFound }).trim().min(1, messages.orderStoreNotFound).max(100, messages.orderStoreNotFound) })
  .strict();
