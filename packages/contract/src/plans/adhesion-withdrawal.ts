import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';

/**
 * The member's adhesion as the right of withdrawal sees it (CDC art. 49, docs/club.md#withdrawal-of-the-adhesion):
 * CanWithdraw while his paid adhesion is within 7 days of its payment, and until when.
 */
export const AdhesionWithdrawal = z.object({
  InvoiceId: z.number().int().nullable(),
  PaidOn: z.string().nullable(),
  Deadline: z.string().nullable(),
  CanWithdraw: z.boolean(),
});
export type AdhesionWithdrawal = z.infer<typeof AdhesionWithdrawal>;

export const getAdhesionWithdrawal = defineEndpoint({
  method: 'GET',
  path: '/api/plans/getAdhesionWithdrawal',
  summary: 'Sócio: se ainda pode desistir da adesão (7 dias do pagamento) e até quando',
  tags: ['plans'],
  auth: true,
  permission: Permission.PLANOS,
  response: envelope(AdhesionWithdrawal),
});

/** What the withdrawal did: the adhesion invoice cancelled, what returned to the wallet, the invoices cancelled with it. */
export const AdhesionWithdrawn = z.object({
  InvoiceId: z.number().int(),
  RefundedToWallet: z.number(),
  RefundedThroughGateway: z.number(),
  CancelledInvoicesIds: z.array(z.number().int()),
  UserStatus: z.number().int(),
});
export type AdhesionWithdrawn = z.infer<typeof AdhesionWithdrawn>;

/** 'Desistir da adesão': the adhesion's money back by the same means, the member made Inativo. */
export const withdrawAdhesion = defineEndpoint({
  method: 'POST',
  path: '/api/plans/withdrawAdhesion',
  summary: 'Sócio: desiste da adesão dentro de 7 dias do pagamento (valor devolvido, conta Inativa)',
  tags: ['plans'],
  auth: true,
  permission: Permission.PLANOS,
  response: envelope(AdhesionWithdrawn),
});
