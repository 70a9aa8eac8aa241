import { z } from 'zod';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { idField } from './ids';
import { StorageType } from './labels';

/** A Regional storage lists at most this many cities (Minas Gerais, the largest state, has 853). */
export const MAX_STORAGE_CITIES = 1000;
/** A distribution center keeps at most this many storages (ours: the spec shows no limit). */
export const MAX_STORAGES_PER_DISTRIBUTION_CENTER = 100;

/** A city a Regional storage serves: its name and state as IBGE writes them, and its 7-digit IBGE code. */
export const StorageCity = z.object({ City: z.string(), CityCode: z.number().int(), State: z.string() });
export type StorageCity = z.infer<typeof StorageCity>;

export const Storage = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Type: z.number().int(),
  TypeFormatted: z.string(),
  DistributionCenterId: z.number().int(),
  StorageCities: z.array(StorageCity),
});
export type Storage = z.infer<typeof Storage>;

/** The IBGE code as the city selector sends it (Codigo_IBGE is text) or as a number; blank: no city chosen. */
const cityCode = z
  .union([z.number(), text()], { error: messages.storageCityInvalid })
  .nullish()
  .transform((v, ctx) => {
    const s = v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v.trim();
    if (s === '' || s === '0') return null;
    if (!/^\d{7}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: messages.storageCityInvalid });
      return z.NEVER;
    }
    return Number(s);
  });

export const StorageCityInput = z
  .object({
    City: text().trim().max(120, messages.textTooLong).nullish(),
    CityCode: cityCode,
    State: text()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), messages.invalidState)
      .nullish(),
  })
  .strict();

const storageShape = {
  Name: text({ error: messages.storageNameRequired }).trim().min(1, messages.storageNameRequired).max(120, messages.textTooLong),
  Type: z.union([z.literal(StorageType.National), z.literal(StorageType.Regional)], { error: messages.storageTypeRequired }),
  StorageCities: z.array(StorageCityInput).max(MAX_STORAGE_CITIES, messages.storageCitiesLimit(MAX_STORAGE_CITIES)).nullish(),
};

type CityRows = z.output<typeof StorageCityInput>[] | null | undefined;

/**
 * The spec's storage rules (part 2 section 5): city rows with no city chosen are skipped; on a
 * Regional storage each remaining row needs its state ('Estado é obrigatório.') and at least one
 * city must remain. A National storage serves all Brazil: its city rows are dropped.
 */
function checkCities(v: { Type: number; StorageCities?: CityRows }, ctx: z.RefinementCtx) {
  if (v.Type !== StorageType.Regional) return;
  const rows = v.StorageCities ?? [];
  let kept = 0;
  rows.forEach((r, i) => {
    if (r.CityCode === null) return;
    kept++;
    if (!r.State) ctx.addIssue({ code: 'custom', path: ['StorageCities', i, 'State'], message: messages.stateRequired });
  });
  if (kept === 0) ctx.addIssue({ code: 'custom', path: ['StorageCities'], message: messages.storageCitiesRequired });
}

/** City rows as the server uses them: chosen ones only, one per code, none for a National storage. */
function keptCities(type: number, rows: CityRows): Array<{ CityCode: number; State: string }> {
  if (type !== StorageType.Regional) return [];
  const seen = new Map<number, { CityCode: number; State: string }>();
  for (const r of rows ?? []) if (r.CityCode !== null && r.State) seen.set(r.CityCode, { CityCode: r.CityCode, State: r.State });
  return [...seen.values()];
}

export const CreateStorageBody = z
  .object({ DistributionCenterId: idField(messages.distributionCenterNotFound).nullish(), ...storageShape })
  .strict()
  .superRefine(checkCities)
  .transform((v) => ({ ...v, StorageCities: keptCities(v.Type, v.StorageCities) }));
export type CreateStorageBody = z.input<typeof CreateStorageBody>;

export const UpdateStorageBody = z
  .object({ Id: idField(messages.storageNotFound), ...storageShape })
  .strict()
  .superRefine(checkCities)
  .transform((v) => ({ ...v, StorageCities: keptCities(v.Type, v.StorageCities) }));
export type UpdateStorageBody = z.input<typeof UpdateStorageBody>;
