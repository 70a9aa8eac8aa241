import { z } from 'zod';

/** A notification as one member received it; unread while ViewedDate is null. */
export const UserNotification = z.object({
  Id: z.number().int(),
  ViewedDate: z.string().nullable(),
  /** When it was sent to the member (the panel shows it). */
  Created: z.string(),
  Notification: z.object({
    Title: z.string(),
    Message: z.string(),
    ShowOnOffice: z.boolean(),
  }),
});
export type UserNotification = z.infer<typeof UserNotification>;
