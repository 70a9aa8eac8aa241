import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { Receipt, ReceiptParams } from './receipt';

/**
 * The receipt of an invoice the caller paid, a transfer he sent or received, or a withdrawal he
 * asked for; another's answers 404 like a missing one (docs/payments.md#receipts).
 */
export const getReceipt = defineEndpoint({
  method: 'GET',
  path: '/api/users/receipts/:kind/:id',
  summary: 'Comprovante de um pagamento, transferência ou saque do sócio',
  tags: ['receipts'],
  auth: true,
  permission: Permission.SIDE_FINANCEIRO,
  params: ReceiptParams,
  response: envelope(Receipt),
});

/**
 * The same receipt as a PDF (application/pdf, attachment comprovante-<code>.pdf): the file itself,
 * not the JSON envelope (errors still answer the envelope).
 */
export const getReceiptPdf = defineEndpoint({
  method: 'GET',
  path: '/api/users/receipts/:kind/:id/pdf',
  summary: 'Comprovante em PDF',
  tags: ['receipts'],
  auth: true,
  permission: Permission.SIDE_FINANCEIRO,
  params: ReceiptParams,
  response: z.string().describe('O comprovante em PDF (application/pdf)'),
});
