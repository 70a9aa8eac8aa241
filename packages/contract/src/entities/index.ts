import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';

/** Shapes shared by several features (wire names as the spec writes them). */

const trimmed = (max: number) => text().trim().max(max);
const requiredText = (max: number, message: string) => text({ error: message }).trim().min(1, message).max(max);

export const StoredFile = z.object({ FullUrl: z.string() });

export const CareerPlanRank = z.object({
  Name: z.string(),
  Color: z.string(),
  CareerPlanRankImage: z.object({ StoredFile }).nullable(),
});

export const Sponsor = z.object({
  Name: z.string(),
  Username: z.string(),
  PhoneOne: z.string().nullable(),
  Email: z.string(),
});

/** The authenticated user: dashboard fields and profile fields together. */
export const User = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  Username: z.string(),
  Birthday: z.string().nullable(),
  Gender: z.number().int().nullable(),
  GroupId: z.number().int().nullable(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  RegionalId: z.string().nullable(),
  CNPJ: z.string().nullable(),
  StateInscription: z.string().nullable(),
  MunicipalInscription: z.string().nullable(),
  PhoneOne: z.string().nullable(),
  PhoneTwo: z.string().nullable(),
  Activated2FA: z.boolean(),
  AccessCount: z.number().int(),
  LastAccessOn: z.string().nullable(),
  Language: z.string(),
  UserNeedsRelogin: z.boolean(),
  PersonType: z.number().int(),
  UserType: z.number().int(),
  ActivatedOn: z.string().nullable(),
  Created: z.string(),
  Sponsor: Sponsor.nullable(),
  CareerPlanRank: CareerPlanRank.nullable(),
});
export type User = z.infer<typeof User>;

export const Address = z.object({
  Id: z.number().int(),
  Name: z.string().nullable(),
  ZipCode: z.string(),
  Street: z.string(),
  Number: z.string(),
  District: z.string(),
  City: z.string(),
  State: z.string(),
  Country: z.string(),
  Complement: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

/** The user's address link: AddressId and Address. */
export const UserAddress = z.object({ AddressId: z.number().int(), Address });

/** Address as typed by a member (registration, create, update). The zip is sent with or without its mask. */
export const AddressInput = z
  .object({
    Name: trimmed(80).nullish(),
    ZipCode: text({ error: messages.zipRequired })
      .trim()
      .min(1, messages.zipRequired)
      .transform((v) => v.replace(/\D/g, ''))
      .refine((v) => v.length === 8, messages.zipInvalid),
    Street: requiredText(200, messages.streetRequired),
    Number: requiredText(20, messages.numberRequired),
    District: requiredText(120, messages.districtRequired),
    City: requiredText(120, messages.cityRequired),
    State: text({ error: messages.stateRequired })
      .trim()
      .toUpperCase()
      .refine((v) => /^[A-Z]{2}$/.test(v), messages.stateRequired),
    Country: z.literal('Brasil').default('Brasil'),
    Complement: trimmed(200).nullish(),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInput>;

export const Plan = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Price: z.number(),
  MonthlyPayment: z.number(),
});
export type Plan = z.infer<typeof Plan>;

export const Invoice = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  TypeFormatted: z.string(),
  Description: z.string(),
  Value: z.number(),
  DeliverValue: z.number(),
  DueDate: z.string(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  Token: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;
