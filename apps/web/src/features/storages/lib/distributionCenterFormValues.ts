import { z } from 'zod';
import { DistributionCenterInput, type DistributionCenter } from '@clube/contract/storages';
import { contractIssues } from '../../../lib/contract-issues';
import { applyMask, masks } from '../../../lib/masks';
import { addressFieldsToFormValues, emptyAddressFieldValues, type AddressFormValues } from '../../profile';

/** The distribution center form's values: masked texts, as typed. The contract's DistributionCenterInput reads them. */
export interface DistributionCenterFormValues extends AddressFormValues {
  Phone: string;
}

const textField = z.string();

/** The form's texts, as typed, read by the contract's rules (the address as the profile's, a required name). */
export const distributionCenterFormSchema = z
  .object({
    Name: textField,
    Phone: textField,
    ZipCode: textField,
    Street: textField,
    Number: textField,
    District: textField,
    City: textField,
    State: textField,
    Complement: textField,
  })
  .superRefine(contractIssues(DistributionCenterInput, (v: DistributionCenterFormValues) => toDistributionCenterInput(v)));

export const emptyDistributionCenterValues: DistributionCenterFormValues = { Name: '', Phone: '', ...emptyAddressFieldValues };

export function distributionCenterToFormValues(dc: DistributionCenter): DistributionCenterFormValues {
  return { Name: dc.Name, Phone: applyMask(masks.phone, dc.Phone), ...addressFieldsToFormValues(dc) };
}

/** The request body: the texts as typed (the contract reads masks), blank optional fields as null. */
export function toDistributionCenterInput(v: DistributionCenterFormValues): DistributionCenterInput {
  return { ...v, Phone: v.Phone.trim() || null, Complement: v.Complement.trim() || null };
}
