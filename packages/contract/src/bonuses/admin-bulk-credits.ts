import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { MoneyInput } from '../common/money';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';

/**
 * Operator payouts that credit many members in one ledger transaction (docs/bonuses.md#profit-sharing-and-fund-payouts):
 * profit sharing (category 6) and investment-fund payouts (category 12). Each has a preview that
 * lists every credit and a PreviewHash; the post takes the same fields plus that hash, and is
 * refused when the credits computed now differ from the ones previewed.
 */

const Amount = z.number({ error: (iss) => (iss.input == null ? messages.valueRequired : 'Valor inválido.') }).pipe(MoneyInput);
const Description = text({ error: messages.bulkCreditDescriptionRequired })
  .trim()
  .min(3, messages.bulkCreditDescriptionRequired)
  .max(200, messages.textTooLong);
const PreviewHash = text({ error: messages.bulkCreditPreviewRequired }).regex(/^[0-9a-f]{64}$/, messages.bulkCreditPreviewRequired);

const profitSharingFields = {
  /** The amount to split, in reais. */
  Amount,
  /** Only Ativo members whose current rank is one of these; absent or empty: every Ativo member. */
  RankIds: z.array(idField(messages.rankNotFound)).max(100).nullish(),
  /** Names the distribution on every entry ("Divisão de lucro de novembro/2026"). */
  Description,
};
export const ProfitSharingRequest = z.object(profitSharingFields).strict();
export type ProfitSharingRequest = z.input<typeof ProfitSharingRequest>;
export const ProfitSharingPostRequest = z.object({ ...profitSharingFields, PreviewHash }).strict();
export type ProfitSharingPostRequest = z.input<typeof ProfitSharingPostRequest>;

const fundPayoutFields = {
  FundId: idField(messages.fundNotFound),
  /** The amount the fund pays out, in reais, split in proportion to quotas. */
  Amount,
  Description,
};
export const FundPayoutRequest = z.object(fundPayoutFields).strict();
export type FundPayoutRequest = z.input<typeof FundPayoutRequest>;
export const FundPayoutPostRequest = z.object({ ...fundPayoutFields, PreviewHash }).strict();
export type FundPayoutPostRequest = z.input<typeof FundPayoutPostRequest>;

export const BulkCredit = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  Name: z.string(),
  /** Fund payouts: the member's quotas of the fund; profit sharing: null. */
  Quotas: z.number().int().nullable(),
  Amount: z.number(),
});
export type BulkCredit = z.infer<typeof BulkCredit>;

export const BulkCreditPreview = z.object({
  Credits: z.array(BulkCredit),
  Count: z.number().int(),
  /** What the credits add up to (≤ the amount asked: each credit is rounded down to the centavo). */
  Total: z.number(),
  /** The amount asked minus Total: centavos no one receives, kept by the club. */
  Leftover: z.number(),
  /** Send it back with the post: what is posted is what was previewed. */
  PreviewHash: z.string(),
});
export type BulkCreditPreview = z.infer<typeof BulkCreditPreview>;

export const BulkCreditPosted = z.object({
  /** The ledger transaction; null while the operation waits for a second administrator. */
  TransactionId: z.number().int().nullable(),
  /** true: the money moved now; false: this preview had been posted already, or it waits for approval. */
  Applied: z.boolean(),
  Count: z.number().int(),
  Total: z.number(),
  /**
   * Set when the total is above the bonification center's SecondApprovalAbove: nothing moved, the
   * operation waits for another administrator (docs/admin.md#two-administrator-approval).
   */
  ApprovalId: z.number().int().nullable(),
});
export type BulkCreditPosted = z.infer<typeof BulkCreditPosted>;

const admin = { auth: true, permission: Permission.CONSOLE_FINANCE, adminOnly: true } as const;

/** What the forms offer: the career plan's ranks and the investment funds (with their holders). */
export const BulkCreditOptions = z.object({
  Ranks: z.array(z.object({ Id: z.number().int(), Name: z.string(), Color: z.string(), Holders: z.number().int() })),
  Funds: z.array(z.object({ Id: z.number().int(), Name: z.string(), Holders: z.number().int() })),
});
export type BulkCreditOptions = z.infer<typeof BulkCreditOptions>;

export const adminGetBulkCreditOptions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/bonuses/options',
  summary: 'Operador: ranks e fundos que a divisão de lucro e o rendimento de fundo podem escolher',
  tags: ['bonuses', 'admin'],
  ...admin,
  response: envelope(BulkCreditOptions),
});

export const adminPreviewProfitSharing = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bonuses/profitSharing/preview',
  summary: 'Operador: prévia da divisão de lucro (categoria 6)',
  tags: ['bonuses', 'admin'],
  ...admin,
  body: ProfitSharingRequest,
  response: envelope(BulkCreditPreview),
});

export const adminPostProfitSharing = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bonuses/profitSharing/post',
  summary: 'Operador: lança a divisão de lucro prevista',
  tags: ['bonuses', 'admin'],
  ...admin,
  movesMoney: true,
  body: ProfitSharingPostRequest,
  response: envelope(BulkCreditPosted),
});

export const adminPreviewFundPayout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bonuses/fundPayout/preview',
  summary: 'Operador: prévia do rendimento de um fundo de investimento (categoria 12)',
  tags: ['bonuses', 'admin'],
  ...admin,
  body: FundPayoutRequest,
  response: envelope(BulkCreditPreview),
});

export const adminPostFundPayout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/bonuses/fundPayout/post',
  summary: 'Operador: lança o rendimento do fundo previsto',
  tags: ['bonuses', 'admin'],
  ...admin,
  movesMoney: true,
  body: FundPayoutPostRequest,
  response: envelope(BulkCreditPosted),
});
