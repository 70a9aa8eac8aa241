import { z } from 'zod';
import { messages, onlyDigits } from '@clube/contract';
import type { Address, AddressInput } from '@clube/contract/entities';
import { applyMask, masks } from '../../../lib/masks';

/** The address texts as typed, shared by every form holding an address (AddressFields). */
export interface AddressFieldValues {
  ZipCode: string;
  Street: string;
  Number: string;
  District: string;
  City: string;
  State: string;
  Complement: string;
}

/** The address form's react-hook-form values (the registration wizard uses the same names). */
export interface AddressFormValues extends AddressFieldValues {
  Name: string;
}

export const emptyAddressFieldValues: AddressFieldValues = { ZipCode: '', Street: '', Number: '', District: '', City: '', State: '', Complement: '' };

export const emptyAddressValues: AddressFormValues = { Name: '', ...emptyAddressFieldValues };

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, messages.textTooLong);

export const addressFormSchema = z.object({
  Name: z.string().trim().max(80, messages.textTooLong),
  ZipCode: z
    .string()
    .trim()
    .min(1, messages.zipRequired)
    .refine((v) => onlyDigits(v).length === 8, messages.zipInvalid),
  Street: required(messages.streetRequired, 200),
  Number: required(messages.numberRequired, 20),
  District: required(messages.districtRequired, 120),
  City: required(messages.cityRequired, 120),
  State: z.string().trim().min(1, messages.stateRequired),
  Complement: z.string().trim().max(200, messages.textTooLong),
});

/** A stored address's texts (a member's address, a distribution center) as the form shows them. */
export function addressFieldsToFormValues(a: Pick<Address, keyof AddressFieldValues>): AddressFieldValues {
  return {
    ZipCode: applyMask(masks.zip, a.ZipCode),
    Street: a.Street,
    Number: a.Number,
    District: a.District,
    City: a.City,
    State: a.State,
    Complement: a.Complement ?? '',
  };
}

export function addressToFormValues(a: Address): AddressFormValues {
  return { Name: a.Name ?? '', ...addressFieldsToFormValues(a) };
}

export function toAddressInput(v: AddressFormValues): AddressInput {
  return {
    Name: v.Name.trim() || null,
    ZipCode: onlyDigits(v.ZipCode),
    Street: v.Street.trim(),
    Number: v.Number.trim(),
    District: v.District.trim(),
    City: v.City.trim(),
    State: v.State,
    Country: 'Brasil',
    Complement: v.Complement.trim() || null,
  };
}
