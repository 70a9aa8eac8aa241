import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { SCShops } from './configuration-groups';

const ByZone = z.object({ SameState: z.number().int(), SameRegion: z.number().int(), OtherRegion: z.number().int() });
const ByService = z.object({ Sedex: ByZone, Pac: ByZone });

/**
 * The offline freight table as answered (docs/marketplace.md#freight): prices in centavos by
 * weight band and zone, the price of each started kilogram above the last band, and business
 * days. Its rules (bands growing, limits) are the API's freight adapter's, which checks a table
 * before it is stored.
 */
export const FreightTableView = z.object({
  Bands: z.array(z.object({ MaxGrams: z.number().int(), SedexCents: ByZone, PacCents: ByZone })),
  ExtraPerKgCents: ByService,
  Days: ByService,
});
export type FreightTableView = z.infer<typeof FreightTableView>;

/** scShops as answered: `FreightTable` is the table freight is priced with (the club's or the default). */
export const SCShopsView = z.object({
  FreightOriginZip: z.string().nullable(),
  FreightTable: FreightTableView,
  /** True while the club has stored no table of its own: `FreightTable` is the default one. */
  FreightTableIsDefault: z.boolean(),
  MinimumOrderValue: z.number(),
  CashbackPercentage: z.number(),
  MaxOpenOrdersPerBuyer: z.number().int(),
  MaxReservedUnitsPerBuyer: z.number().int(),
  Timer: z.number().int(),
});
export type SCShopsView = z.infer<typeof SCShopsView>;

/** Any signed-in user: the shop screens may show the minimum order and the cashback. */
export const getSCShops = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/getSCShops',
  summary: 'Configurações das lojas (frete, pedido mínimo, cashback)',
  tags: ['configurations'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(SCShopsView),
});

/**
 * The whole group: an absent field takes its default; `FreightTable` null or absent goes back to
 * the default table; a malformed table answers 422 and nothing is stored.
 */
export const UpdateSCShopsRequest = SCShops.strict();
export type UpdateSCShopsRequest = z.input<typeof UpdateSCShopsRequest>;

/** Administrators only; audited with before and after. */
export const updateSCShops = defineEndpoint({
  method: 'PUT',
  path: '/api/configurations/updateSCShops',
  summary: 'Operador: altera as configurações das lojas',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateSCShopsRequest,
  response: envelope(SCShopsView),
});
