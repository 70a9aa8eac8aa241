import { z } from 'zod';
import { messages } from '@clube/contract';
import { onlyDigits } from '@clube/contract/registration';

/** The registration's address step (react-hook-form names as the profile's address form uses them). */
export interface AddressValues {
  Name: string;
  ZipCode: string;
  Street: string;
  Number: string;
  District: string;
  City: string;
  State: string;
  Complement: string;
}

export const emptyAddress: AddressValues = { Name: '', ZipCode: '', Street: '', Number: '', District: '', City: '', State: '', Complement: '' };

const required = (message: string) => z.string().trim().min(1, message);

export const addressSchema = z.object({
  Name: z.string(),
  ZipCode: required(messages.zipRequired).refine((v) => onlyDigits(v).length === 8, messages.zipInvalid),
  Street: required(messages.streetRequired),
  Number: required(messages.numberRequired),
  District: required(messages.districtRequired),
  City: required(messages.cityRequired),
  State: required(messages.stateRequired),
  Complement: z.string(),
});
