import { z } from 'zod';
import { messages } from '@clube/contract';
import { contractIssues } from '../../../lib/contract-issues';
import { CreateStorageBody, StorageType, type Storage } from '@clube/contract/storages';

export interface StorageCityFormValue {
  City: string;
  /** The IBGE code as the city selector holds it ('' while no city is chosen). */
  CityCode: string;
  State: string;
}

/** The storage modal's values: selects hold strings; `State` is the state whose cities are offered. */
export interface StorageFormValues {
  Name: string;
  Type: string;
  State: string;
  StorageCities: StorageCityFormValue[];
}

export const emptyStorageValues: StorageFormValues = { Name: '', Type: '', State: '', StorageCities: [] };

export const isRegional = (type: string) => Number(type) === StorageType.Regional;

export function storageToFormValues(s: Storage): StorageFormValues {
  return {
    Name: s.Name,
    Type: String(s.Type),
    State: s.StorageCities[0]?.State ?? '',
    StorageCities: s.StorageCities.map((c) => ({ City: c.City, CityCode: String(c.CityCode), State: c.State })),
  };
}

/**
 * The request body (create; the update adds its Id). City rows with no city chosen are skipped
 * (spec part 2 section 5); `keepBlankRows` keeps them for the form's checks, whose paths are the rows'.
 */
export function toStorageBody(v: StorageFormValues, { keepBlankRows = false } = {}) {
  const rows = isRegional(v.Type) ? v.StorageCities.filter((c) => keepBlankRows || c.CityCode !== '') : [];
  return {
    Name: v.Name,
    Type: (Number(v.Type) || undefined) as 1 | 2,
    StorageCities: rows.map((c) => ({ City: c.City, CityCode: c.CityCode, State: c.State })),
  };
}

const cityRow = z.object({ City: z.string(), CityCode: z.string(), State: z.string() });

/**
 * The contract's storage rules (part 2 section 5: name, type, each kept city row's state, city rows
 * with no city skipped), plus the form's state selector, required for a Regional storage.
 */
export const storageFormSchema = z
  .object({ Name: z.string(), Type: z.string(), State: z.string(), StorageCities: z.array(cityRow) })
  .superRefine((v, ctx) => {
    if (isRegional(v.Type) && !v.State) ctx.addIssue({ code: 'custom', path: ['State'], message: messages.stateRequired });
  })
  .superRefine(contractIssues(CreateStorageBody, (v: StorageFormValues) => toStorageBody(v, { keepBlankRows: true })));
