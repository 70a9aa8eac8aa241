import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { moneyOrZero, offerDescription, offerListFilters, offerName } from '../common/offer-fields';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';

/**
 * The console's investment funds (docs/admin.md#offers). Members' holdings are theirs: an edit or
 * a deactivation never changes them; an inactive fund is no longer offered as a rank prize.
 */
export const AdminFund = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  /** Reference value of one quota, in reais (informative). */
  QuotaValue: z.number(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  CreatedOn: z.string(),
});
export type AdminFund = z.infer<typeof AdminFund>;

export const AdminGetAllFundsRequest = z.object({ ...PagedRequest, ...offerListFilters }).strict();
export type AdminGetAllFundsRequest = z.input<typeof AdminGetAllFundsRequest>;

export const adminGetAllFunds = defineEndpoint({
  method: 'POST',
  path: '/api/admin/funds/getAll',
  summary: 'Console: fundos de investimento (ativos e inativos), por id',
  tags: ['quotas', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: AdminGetAllFundsRequest,
  response: envelope(z.array(AdminFund)),
});

const fundFields = {
  Name: offerName(),
  Description: offerDescription(),
  QuotaValue: moneyOrZero(messages.valueRequired).default(0),
};

export const CreateFundRequest = z.object(fundFields).strict();
export type CreateFundRequest = z.input<typeof CreateFundRequest>;

export const adminCreateFund = defineEndpoint({
  method: 'POST',
  path: '/api/admin/funds/createFund',
  summary: 'Console: cria um fundo de investimento (ativo)',
  tags: ['quotas', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreateFundRequest,
  response: envelope(AdminFund),
});

export const UpdateFundRequest = z.object({ Id: idField(messages.fundIdInvalid), ...fundFields }).strict();
export type UpdateFundRequest = z.input<typeof UpdateFundRequest>;

export const adminUpdateFund = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/funds/updateFund',
  summary: 'Console: altera um fundo de investimento',
  tags: ['quotas', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateFundRequest,
  response: envelope(AdminFund),
});

export const FundIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.fundIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.fundIdInvalid),
});

/** Refused (422) while a rank prize in force names it. */
export const adminDeactivateFund = defineEndpoint({
  method: 'POST',
  path: '/api/admin/funds/:id/deactivate',
  summary: 'Console: inativa um fundo de investimento',
  tags: ['quotas', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: FundIdParams,
  response: envelope(AdminFund),
});

export const adminReactivateFund = defineEndpoint({
  method: 'POST',
  path: '/api/admin/funds/:id/reactivate',
  summary: 'Console: reativa um fundo de investimento',
  tags: ['quotas', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: FundIdParams,
  response: envelope(AdminFund),
});
