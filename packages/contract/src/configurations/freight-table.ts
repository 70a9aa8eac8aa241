import { z } from 'zod';
import { messages } from '../common/messages';

/**
 * The offline freight table's rules (docs/marketplace.md#freight), kept in scShops.FreightTable:
 * prices in centavos by weight band and by how far the destination state is from the origin
 * (same state, same region, another region); above the last band each started kilogram adds
 * `ExtraPerKgCents`; days are business days. The API's freight adapter prices with it and checks
 * a table with it before storing; the console's editor checks with it before sending.
 */
const amount = z.number().int().min(0).max(10_000_000);
const ByZone = z.object({ SameState: amount, SameRegion: amount, OtherRegion: amount });
const ByService = z.object({ Sedex: ByZone, Pac: ByZone });

export const FreightTableSchema = z.object({
  Bands: z
    .array(z.object({ MaxGrams: z.number().int().positive(), SedexCents: ByZone, PacCents: ByZone }))
    .min(1)
    .refine((b) => b.every((band, i) => i === 0 || band.MaxGrams > b[i - 1]!.MaxGrams), 'bands must grow'),
  ExtraPerKgCents: ByService,
  Days: ByService,
});
export type FreightTable = z.infer<typeof FreightTableSchema>;

export type FreightTableCheck = { success: true; data: FreightTable } | { success: false; errors: Record<string, string[]> };

/** Checks a table; each problem is named by its place, 'Tabela de frete inválida em FreightTable.Bands.1.MaxGrams.'. */
export function checkFreightTable(table: unknown): FreightTableCheck {
  const parsed = FreightTableSchema.safeParse(table);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const where = ['FreightTable', ...issue.path.map(String)].join('.');
    (errors[where] ??= []).push(messages.freightTableInvalid(where));
  }
  return { success: false, errors };
}
