import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { text } from '../common/text';

export const QUOTAS_PAGE_SIZE = 50;

/** Filter kinds of the quotas screen: 3 fund id, 4 fund name (contains), 5 quota count. */
export const QuotaFilterType = { FundId: 3, FundName: 4, Quotas: 5 } as const;
export const quotaFilterLabels: Record<number, string> = { 3: 'ID do Fundo', 4: 'Nome do Fundo', 5: 'Quantidade de Cotas' };

const NUMERIC_KINDS: number[] = [QuotaFilterType.FundId, QuotaFilterType.Quotas];

export const QuotaFilter = z
  .object({
    Type: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: messages.quotaFilterInvalid }),
    Value: z.union([text().trim().max(100, messages.textTooLong), z.number().int().min(0).max(2_147_483_647)]),
  })
  .strict()
  .superRefine((f, ctx) => {
    const text = String(f.Value).trim();
    if (NUMERIC_KINDS.includes(f.Type) && text !== '' && !(/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', path: ['Value'], message: messages.quotaFilterNumber });
    }
  });
export type QuotaFilter = z.input<typeof QuotaFilter>;

export const GetAllInvestmentFundQuotasRequest = z
  .object({
    ...PagedRequest,
    Filters: z.array(QuotaFilter).max(3).nullish(),
  })
  .strict();
export type GetAllInvestmentFundQuotasRequest = z.input<typeof GetAllInvestmentFundQuotasRequest>;

export const InvestmentFundQuota = z.object({
  Id: z.number().int(),
  InvestmentFund: z.object({ Name: z.string() }),
  Quotas: z.number().int(),
});
export type InvestmentFundQuota = z.infer<typeof InvestmentFundQuota>;

/** The caller's fund holdings, 50 a page. Permission per the spec's route table (TRANSFERENCIA). */
export const getAllInvestmentFundQuotas = defineEndpoint({
  method: 'POST',
  path: '/api/finances/investimentFund/getAllInvestmentFundQuotas',
  summary: 'Cotas de fundos de investimento do sócio',
  tags: ['quotas'],
  auth: true,
  permission: Permission.TRANSFERENCIA,
  body: GetAllInvestmentFundQuotasRequest,
  response: envelope(z.array(InvestmentFundQuota)),
});
