import { z } from 'zod';
import { messages } from '../common/messages';
import { multilineText, text } from '../common/text';
import { idField } from '../storages/ids';

/**
 * The configuration groups of spec part 2 §3 whose contents the spec leaves to us
 * (docs/configuration.md). Every group carries `Timer`: how long (ms) a client may keep it
 * before reading it again. Field names are PascalCase as the rest of the wire.
 *
 * These schemas are the stored shape (rows of `configurations`, key -> jsonb) and the body of
 * the group's update call: read leniently with `readConfigurationGroup`, written only after they
 * parse. The answers of the read calls are the plain `*View` schemas next to the endpoints.
 */
export const DEFAULT_CONFIGURATION_TIMER_MS = 300_000;
const MAX_TIMER_MS = 86_400_000;
const Timer = z
  .number({ error: messages.configurationTimerInvalid })
  .int(messages.configurationTimerInvalid)
  .min(0, messages.configurationTimerInvalid)
  .max(MAX_TIMER_MS, messages.configurationTimerInvalid)
  .default(DEFAULT_CONFIGURATION_TIMER_MS);

/** Adesão (1), B2B (4) and B2C (5): what a buyer may still withdraw from (docs/bonuses.md#held-commissions). */
export const DEFAULT_HELD_INVOICE_TYPES = [1, 4, 5] as const;
export const DEFAULT_HOLD_DAYS = 7;
/** Never shorter than the right of withdrawal (CDC art. 49: 7 days), or money would reach a wallet the buyer may still take back. */
export const MIN_HOLD_DAYS = 7;

/** The days an invoice type's credits are held under `center`; null: paid at once. */
export function holdDaysOf(center: { HeldInvoiceTypes: readonly number[]; HoldDays: number }, invoiceType: number): number | null {
  return center.HeldInvoiceTypes.includes(invoiceType) ? center.HoldDays : null;
}

export const SC_GENERAL_KEY = 'scGeneral';
export const SC_SHOPS_KEY = 'scShops';
export const SC_BONIFICATION_CENTER_KEY = 'scBonificationCenter';
export const SC_INTEGRATIONS_KEY = 'scIntegrations';

/** Hundredths: at most two decimals (money in reais, percentages). */
export const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * An optional single-line setting: blank, null or absent is "not set" (null). `check` runs on a
 * set value only.
 */
function optionalSetting(max: number, check?: { test: (v: string) => boolean; message: string }) {
  return text()
    .trim()
    .max(max, messages.textTooLong)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || !check || check.test(v), { error: check?.message });
}

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest contract the console accepts (characters). */
export const CONTRACT_TEXT_MAX = 50_000;

/**
 * The membership contract a new member accepts at registration ('Li e aceito o contrato'),
 * until the club writes its own in the console (docs/configuration.md#scgeneral).
 */
export const DEFAULT_CONTRACT_TEXT = [
  'CONTRATO DE ADESÃO AO CLUBE',
  '',
  '1. Objeto. Este contrato regula a adesão do sócio ao clube, o uso do escritório virtual e a participação na rede de indicações e no marketplace.',
  '2. Cadastro. O sócio declara ser maior de 18 anos e que os dados informados são verdadeiros, completos e de sua responsabilidade; o CPF ou CNPJ informado não pode ser alterado depois do cadastro.',
  '3. Adesão e mensalidades. A adesão é confirmada com o pagamento da fatura de adesão do plano escolhido; as mensalidades do plano, quando houver, são cobradas a cada mês.',
  '4. Bonificações. Os bônus são pagos conforme o plano de compensação vigente do clube, somente a sócios ativos, e creditados na conta corrente do sócio.',
  '5. Saques e transferências. Saques e transferências seguem as regras, valores mínimos e taxas publicados no escritório virtual.',
  '6. Direito de arrependimento. O sócio pode desistir da adesão em até 7 dias do pagamento, com a devolução do valor pago, conforme o art. 49 do Código de Defesa do Consumidor.',
  '7. Dados pessoais. O clube trata os dados do sócio conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018), para as finalidades deste contrato; o sócio pode pedir a exportação, a correção ou a exclusão dos seus dados no escritório.',
  '8. Cancelamento. O sócio pode cancelar a sua participação a qualquer momento; o clube pode suspender o sócio que descumprir este contrato.',
].join('\n');

export const SCGeneral = z.object({
  ClubName: text({ error: messages.configurationClubNameRequired })
    .trim()
    .min(1, messages.configurationClubNameRequired)
    .max(100, messages.textTooLong)
    .default('Clube Office'),
  OfficeUrl: optionalSetting(300, { test: (v) => HTTP_URL.test(v), message: messages.configurationUrlInvalid }),
  MarketplaceUrl: optionalSetting(300, { test: (v) => HTTP_URL.test(v), message: messages.configurationUrlInvalid }),
  SupportEmail: optionalSetting(200, { test: (v) => EMAIL.test(v), message: messages.configurationEmailInvalid }),
  SupportPhone: optionalSetting(30),
  ContractText: multilineText({ error: messages.configurationContractRequired })
    .trim()
    .min(1, messages.configurationContractRequired)
    .max(CONTRACT_TEXT_MAX, messages.textTooLong)
    .default(DEFAULT_CONTRACT_TEXT),
  /**
   * The contract's version: the server's, bumped when ContractText changes (a value sent is
   * ignored), so every acceptance names the text it accepted (docs/privacy.md#consents).
   */
  ContractVersion: z.number().int().min(1).max(1_000_000).default(1),
  /** The data protection officer ('Encarregado de dados', LGPD art. 41), shown in the office's footer. */
  DpoName: optionalSetting(120),
  DpoContact: optionalSetting(200),
  Timer,
});
export type SCGeneral = z.output<typeof SCGeneral>;

const money = (message: string, max: number) =>
  z.number({ error: message }).finite(message).min(0, message).max(max, message).refine(hasAtMostTwoDecimals, message);

/** A whole number from 1 to `max`: a cap that always lets at least one through. */
const wholeNumber = (message: string, max: number) => z.number({ error: message }).int(message).min(1, message).max(max, message);

/**
 * Caps on what one buyer's unpaid orders may hold (docs/marketplace.md#hoarding-limits): the
 * defaults a new club starts with, and the highest values the console accepts.
 */
export const DEFAULT_MAX_OPEN_ORDERS_PER_BUYER = 5;
export const DEFAULT_MAX_RESERVED_UNITS_PER_BUYER = 200;
export const MAX_OPEN_ORDERS_PER_BUYER_BOUND = 100;
export const MAX_RESERVED_UNITS_PER_BUYER_BOUND = 1_000_000;

/**
 * The shops group (docs/configuration.md#scshops): the offline freight table and its origin, and
 * the shop rules. `FreightTable` is checked by the API against the freight adapter's table shape
 * (docs/marketplace.md#freight); null or absent means the default table. `MinimumOrderValue` is
 * in reais; `CashbackPercentage` is the percentage of a purchase paid back to its buyer
 * (docs/bonuses.md), read by the bonus engine under this name.
 */
export const SCShops = z.object({
  FreightOriginZip: optionalSetting(9, { test: (v) => /^\d{5}-?\d{3}$/.test(v), message: messages.freightOriginZipInvalid }).transform((v) =>
    v === null ? null : v.replace('-', ''),
  ),
  FreightTable: z.unknown().optional(),
  MinimumOrderValue: money(messages.minimumOrderValueInvalid, 1_000_000).default(0),
  CashbackPercentage: money(messages.cashbackPercentageInvalid, 100).default(0),
  /** Unpaid orders one buyer may hold at once (docs/marketplace.md#hoarding-limits). */
  MaxOpenOrdersPerBuyer: wholeNumber(messages.maxOpenOrdersPerBuyerInvalid, MAX_OPEN_ORDERS_PER_BUYER_BOUND).default(DEFAULT_MAX_OPEN_ORDERS_PER_BUYER),
  /** Units one buyer's unpaid orders may hold reserved, all together (docs/marketplace.md#hoarding-limits). */
  MaxReservedUnitsPerBuyer: wholeNumber(messages.maxReservedUnitsPerBuyerInvalid, MAX_RESERVED_UNITS_PER_BUYER_BOUND).default(
    DEFAULT_MAX_RESERVED_UNITS_PER_BUYER,
  ),
  Timer,
});
export type SCShops = z.output<typeof SCShops>;

/** R$ 10.000,00: the demo club's and a new club's threshold for a second administrator's approval. */
export const DEFAULT_SECOND_APPROVAL_ABOVE = 10_000;
/** 24 hours: the window over which the threshold adds up one administrator's operations (and one member's credits). */
export const DEFAULT_SECOND_APPROVAL_WINDOW_HOURS = 24;
export const MAX_SECOND_APPROVAL_WINDOW_HOURS = 720;
/** 50%: the compliance panel warns when more of the commissions than this come from adhesions and fees. */
export const DEFAULT_FEE_COMMISSION_SHARE_LIMIT = 50;

const unilevelRef = idField(messages.unilevelIdInvalid)
  .nullish()
  .transform((v) => v ?? null);

/**
 * The bonification center (docs/bonuses.md): which unilevel table pays adhesion (category 1) and
 * monthly fees (category 2) — subscriptions name their own table, products theirs, with
 * `ProductsUnilevelId` for a product that names none — and what
 * happens to the share of a level whose member is not active: the club keeps it, or with
 * `DynamicCompression` it goes to the next active upline. The API refuses a table that does not
 * exist or is inactive (docs/configuration.md#scbonificationcenter).
 */
export const SCBonificationCenter = z.object({
  AdhesionUnilevelId: unilevelRef,
  MonthlyPaymentUnilevelId: unilevelRef,
  PlanChangeUnilevelId: unilevelRef,
  /** The table of every sold product that names none (or an inactive one): docs/bonuses.md#commission-lines. */
  ProductsUnilevelId: unilevelRef,
  DynamicCompression: z.boolean().default(false),
  /** Days a Mensalidade may be overdue before its member stops earning and counting (DECISIONS: 10). */
  OverdueInactiveDays: z.number().int().min(1).max(60).default(10),
  /** Days overdue after which an open Mensalidade is cancelled (DECISIONS: 30). */
  OverdueCancelDays: z.number().int().min(1).max(120).default(30),
  /** Days before a subscription period starts when its invoice is issued (DECISIONS: 5). */
  SubscriptionIssueDaysAhead: z.number().int().min(0).max(30).default(5),
  /**
   * Money operations (profit sharing, fund payouts) whose total is above this amount, in reais,
   * wait for a second administrator's approval (docs/admin.md#two-administrator-approval):
   * 0 = every operation does, null = none does.
   */
  SecondApprovalAbove: money(messages.secondApprovalAboveInvalid, 10_000_000).nullable().default(DEFAULT_SECOND_APPROVAL_ABOVE),
  /**
   * The rolling window, in hours, over which SecondApprovalAbove counts what one administrator
   * posted alone and what one member received from such posts: chunks that add up past the
   * threshold wait too (docs/security.md#the-two-administrator-rule-over-a-window). 1 to 720; 24 by default.
   */
  SecondApprovalWindowHours: z
    .number({ error: messages.secondApprovalWindowInvalid })
    .int(messages.secondApprovalWindowInvalid)
    .min(1, messages.secondApprovalWindowInvalid)
    .max(MAX_SECOND_APPROVAL_WINDOW_HOURS, messages.secondApprovalWindowInvalid)
    .default(DEFAULT_SECOND_APPROVAL_WINDOW_HOURS),
  /**
   * The invoice types whose commissions (and, for an order, the seller's credit) are held
   * ('Retido') through the buyer's right of withdrawal before they reach the wallets
   * (docs/bonuses.md#held-commissions). Default: Adesão and the orders (B2B, B2C).
   */
  HeldInvoiceTypes: z
    .array(
      z
        .number({ error: messages.heldInvoiceTypesInvalid })
        .int(messages.heldInvoiceTypesInvalid)
        .min(1, messages.heldInvoiceTypesInvalid)
        .max(6, messages.heldInvoiceTypesInvalid),
      {
        error: messages.heldInvoiceTypesInvalid,
      },
    )
    .max(6, messages.heldInvoiceTypesInvalid)
    .default([...DEFAULT_HELD_INVOICE_TYPES]),
  /** Days they are held: after the delivery of a goods order, after the payment otherwise (CDC art. 49: 7). */
  HoldDays: z
    .number({ error: messages.holdDaysInvalid })
    .int(messages.holdDaysInvalid)
    .min(MIN_HOLD_DAYS, messages.holdDaysInvalid)
    .max(90, messages.holdDaysInvalid)
    .default(DEFAULT_HOLD_DAYS),
  /**
   * The highest share, in percent, of the commission volume that may come from adhesions, plan
   * changes, monthly fees and subscriptions before the console's compliance panel warns
   * (docs/transparency.md#the-compliance-panel): 1 to 100, 50 by default.
   */
  FeeCommissionShareLimit: z
    .number({ error: messages.feeCommissionShareLimitInvalid })
    .int(messages.feeCommissionShareLimitInvalid)
    .min(1, messages.feeCommissionShareLimitInvalid)
    .max(100, messages.feeCommissionShareLimitInvalid)
    .default(DEFAULT_FEE_COMMISSION_SHARE_LIMIT),
  Timer,
});
export type SCBonificationCenter = z.output<typeof SCBonificationCenter>;

export const ZIP_PROVIDERS = ['offline', 'viacep'] as const;

/**
 * The integrations group as stored (docs/configuration.md#scintegrations). The secrets
 * (`MercadoPagoAccessToken`, `MercadoPagoWebhookSecret`, `SmtpUrl`) never leave the server: the
 * read call answers them masked and the update call has its own body (sc-integrations.ts).
 */
export const SCIntegrations = z.object({
  MercadoPagoPublicKey: optionalSetting(200),
  MercadoPagoAccessToken: optionalSetting(500),
  MercadoPagoWebhookSecret: optionalSetting(500),
  SmtpUrl: optionalSetting(1000),
  ZipProvider: z.enum(ZIP_PROVIDERS, { error: messages.zipProviderInvalid }).default('offline'),
  Timer,
});
export type SCIntegrations = z.output<typeof SCIntegrations>;

/** Reads a stored group leniently: a missing or malformed value falls back to the defaults. */
export function readConfigurationGroup<S extends z.ZodObject>(schema: S, stored: unknown): z.output<S> {
  const parsed = schema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}
