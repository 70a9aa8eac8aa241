import { z } from 'zod';
import { Address, AddressInput } from '../entities';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { isValidPhone } from '../registration/rules';

/**
 * A distribution center (the spec does not show its fields): one per user, its address is the
 * freight origin of the owner's products (docs/marketplace.md).
 */
export const DistributionCenter = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  Name: z.string(),
  // The address as the profile's (same names and order on the wire).
  ...Address.pick({ ZipCode: true, Street: true, Number: true, District: true, City: true, State: true, Complement: true }).shape,
  Phone: z.string().nullable(),
});
export type DistributionCenter = z.infer<typeof DistributionCenter>;

/** The form: the address checked as the profile's addresses are, a required name, an optional phone. */
export const DistributionCenterInput = AddressInput.omit({ Name: true, Country: true })
  .extend({
    Name: text({ error: messages.distributionCenterNameRequired }).trim().min(1, messages.distributionCenterNameRequired).max(120, messages.textTooLong),
    Phone: text()
      .trim()
      .max(20, messages.phoneInvalid)
      .refine((v) => v === '' || isValidPhone(v), messages.phoneInvalid)
      .nullish(),
  })
  .strict();
export type DistributionCenterInput = z.input<typeof DistributionCenterInput>;
export type DistributionCenterValues = z.output<typeof DistributionCenterInput>;
