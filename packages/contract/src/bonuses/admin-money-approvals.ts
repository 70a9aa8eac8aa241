import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { multilineText } from '../common/text';
import { Permission } from '../permissions';
import { IdParams } from '../storages/ids';

/**
 * Money operations waiting for a second administrator (docs/admin.md#two-administrator-approval):
 * a profit sharing or fund payout whose total is above the bonification center's
 * SecondApprovalAbove is recorded instead of posted; another administrator approves it (the
 * previewed credits are posted then, or refused when they changed) or rejects it.
 */

/** 1 Pendente, 2 Aprovada (posted), 0 Recusada. */
export const MoneyApprovalStatus = { Recusada: 0, Pendente: 1, Aprovada: 2 } as const;
export type MoneyApprovalStatus = (typeof MoneyApprovalStatus)[keyof typeof MoneyApprovalStatus];
export const moneyApprovalStatusLabels: Record<number, { label: string; color: string }> = {
  0: { label: 'Recusada', color: 'red' },
  1: { label: 'Pendente', color: 'yellow' },
  2: { label: 'Aprovada', color: 'green' },
};

export const MoneyOperation = { ProfitSharing: 'profitSharing', FundPayout: 'fundPayout' } as const;
export type MoneyOperation = (typeof MoneyOperation)[keyof typeof MoneyOperation];
export const moneyOperationLabels: Record<MoneyOperation, string> = {
  profitSharing: 'Participação nos lucros',
  fundPayout: 'Pagamento de fundo',
};

const Person = z.object({ Id: z.number().int(), Username: z.string(), Name: z.string() });

export const MoneyApproval = z.object({
  Id: z.number().int(),
  Operation: z.enum([MoneyOperation.ProfitSharing, MoneyOperation.FundPayout]),
  OperationFormatted: z.string(),
  /**
   * The request as it was previewed, in the shape of the operation's preview call (Amount in
   * reais, RankIds or FundId, Description): previewing it again shows the credits an approval posts.
   */
  Request: z.object({
    Amount: z.number(),
    Description: z.string(),
    RankIds: z.array(z.number().int()).nullish(),
    FundId: z.number().int().nullish(),
  }),
  PreviewHash: z.string(),
  /** What the credits add up to, in reais. */
  Total: z.number(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  RequestedBy: Person,
  RequestedOn: z.string(),
  DecidedBy: Person.nullable(),
  DecidedOn: z.string().nullable(),
  /** Why it waits for a second administrator (pt-BR; null for requests recorded before it was kept). */
  WaitReason: z.string().nullable(),
  /** Why it was rejected. */
  Reason: z.string().nullable(),
  /** What the approval posted. */
  Result: z.object({ TransactionId: z.number().int(), Applied: z.boolean(), Count: z.number().int(), Total: z.number() }).nullable(),
  /** Pendente and asked by someone else than the caller: he may approve or reject it. */
  CanDecide: z.boolean(),
});
export type MoneyApproval = z.infer<typeof MoneyApproval>;

export const GetAllMoneyApprovalsRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({ Status: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish() })
      .strict()
      .nullish(),
  })
  .strict();
export type GetAllMoneyApprovalsRequest = z.input<typeof GetAllMoneyApprovalsRequest>;

export const RejectMoneyApprovalRequest = z
  .object({
    Reason: multilineText({ error: messages.approvalReasonRequired }).trim().min(1, messages.approvalReasonRequired).max(500, messages.textTooLong),
  })
  .strict();
export type RejectMoneyApprovalRequest = z.input<typeof RejectMoneyApprovalRequest>;

const finance = { auth: true, permission: Permission.CONSOLE_FINANCE, adminOnly: true } as const;

/** Newest first, 50 a page, optionally of one status. */
export const adminGetAllMoneyApprovals = defineEndpoint({
  method: 'POST',
  path: '/api/admin/approvals/getAll',
  summary: 'Console: operações financeiras aguardando (ou que aguardaram) a aprovação de outro administrador',
  tags: ['bonuses', 'admin'],
  ...finance,
  body: GetAllMoneyApprovalsRequest,
  response: envelope(z.array(MoneyApproval)),
});

/** Posts exactly what was previewed (409 when the credits changed); never by whoever asked (403); once (409). */
export const adminApproveMoneyApproval = defineEndpoint({
  method: 'POST',
  path: '/api/admin/approvals/:id/approve',
  summary: 'Console: aprova e lança uma operação financeira pedida por outro administrador',
  tags: ['bonuses', 'admin'],
  ...finance,
  movesMoney: true,
  params: IdParams,
  response: envelope(MoneyApproval),
});

/** Nothing moves; never by whoever asked (403); once (409). */
export const adminRejectMoneyApproval = defineEndpoint({
  method: 'POST',
  path: '/api/admin/approvals/:id/reject',
  summary: 'Console: recusa uma operação financeira pedida por outro administrador',
  tags: ['bonuses', 'admin'],
  ...finance,
  params: IdParams,
  body: RejectMoneyApprovalRequest,
  response: envelope(MoneyApproval),
});
