import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getAllInvoicesAddress } from './addresses';
import { envelope } from '../common/envelope';
import { PagedRequest } from '../common/pagination';
import { Invoice } from '../entities';
import { Permission } from '../permissions';
import { text } from '../common/text';

export const INVOICES_PAGE_SIZE = 50;

export const GetAllInvoicesRequest = z
  .object({
    ...PagedRequest,
    InvoiceStatus: z.number().int().min(0).max(2).nullish(),
    InvoiceType: z.number().int().min(1).max(6).nullish(),
    Filters: z
      .object({
        Id: z.number().int().positive().max(2_147_483_647).nullish(),
        Description: text().trim().max(200).nullish(),
      })
      .strict()
      .nullish(),
    /** Pendente invoices whose due date has passed (São Paulo calendar). */
    OnlyOverdue: z.boolean().nullish(),
  })
  .strict();
export type GetAllInvoicesRequest = z.input<typeof GetAllInvoicesRequest>;

/** The caller's invoices, ordered by Id (descending unless PaginationFilter.OrderByDescending is false). */
export const getAllInvoices = defineEndpoint({
  ...getAllInvoicesAddress,
  summary: 'Faturas do sócio, filtradas e paginadas',
  tags: ['invoices'],
  auth: true,
  permission: Permission.FATURAS,
  body: GetAllInvoicesRequest,
  response: envelope(z.array(Invoice)),
});
