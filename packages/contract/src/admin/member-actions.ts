import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope, EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { EarningsList, GetAllEarningsRequest } from '../current-account/get-all-earnings';
import { multilineText, text } from '../common/text';
import { Permission } from '../permissions';
import { AdminMemberDetail, MemberIdParams } from './members';

/** The reason an operator gives for a change: kept in its audit row (docs/admin.md#audit). */
export const reasonText = (params?: Parameters<typeof multilineText>[0]) => multilineText(params).trim().max(500, messages.textTooLong);
/** A reason that must be given (blocking, demoting, correcting a document). */
export const requiredReason = () => reasonText({ error: messages.reasonRequired }).min(1, messages.reasonRequired);

/** Ledger entries of a member's current account, as his own 'Conta Corrente' lists them. */
export const adminGetMemberEarnings = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/:id/earnings',
  summary: 'Console: lançamentos da conta corrente de um sócio, paginados',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  body: GetAllEarningsRequest,
  response: envelope(EarningsList),
});

export const ChangeMemberStatusRequest = z
  .object({
    Status: z
      .number({ error: messages.memberStatusInvalid })
      .int(messages.memberStatusInvalid)
      .min(0, messages.memberStatusInvalid)
      .max(3, messages.memberStatusInvalid),
    /** Required to block (docs/admin.md#members). */
    Reason: reasonText().nullish(),
  })
  .strict();
export type ChangeMemberStatusRequest = z.input<typeof ChangeMemberStatusRequest>;

/**
 * Ativo, Inativo, Bloqueado, or back to Pendente before the adhesion is paid. Blocking ends every
 * session and token of the member; any change sets his relogin flag.
 */
export const adminChangeMemberStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/:id/status',
  summary: 'Console: altera a situação de um sócio (bloquear exige motivo)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  body: ChangeMemberStatusRequest,
  response: envelope(AdminMemberDetail.shape.Profile),
});

export const ChangeMemberRolesRequest = z
  .object({
    RolesIds: z.array(z.number({ error: messages.memberRolesInvalid }).int(messages.memberRolesInvalid)).max(50, messages.memberRolesInvalid),
    Reason: reasonText().nullish(),
  })
  .strict();
export type ChangeMemberRolesRequest = z.input<typeof ChangeMemberRolesRequest>;

/** Grants and revokes member permission ids (MEMBER_ROLE_IDS only); ends his tokens, sets relogin. */
export const adminChangeMemberRoles = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/:id/roles',
  summary: 'Console: permissões de um sócio (somente as de sócio)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  body: ChangeMemberRolesRequest,
  response: envelope(AdminMemberDetail.shape.Profile),
});

/** The one-use, one-hour reset link of 'Esqueci minha senha', sent to the member's e-mail. Empty body. */
export const adminSendMemberPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/:id/passwordReset',
  summary: 'Console: envia ao sócio um link de redefinição de senha',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  response: EmptyEnvelope,
});

export const CorrectMemberDocumentRequest = z
  .object({
    /** The CPF of an individual or the CNPJ of a company, with or without mask. */
    Document: text({ error: messages.invalidCpf }).trim().min(1, messages.invalidCpf).max(30, messages.invalidCpf),
    Reason: requiredReason(),
  })
  .strict();
export type CorrectMemberDocumentRequest = z.input<typeof CorrectMemberDocumentRequest>;

/** Only an operator corrects a CPF/CNPJ (docs/club.md#several-accounts-with-one-cpf), with a reason. */
export const adminCorrectMemberDocument = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/:id/document',
  summary: 'Console: corrige o CPF/CNPJ de um sócio (com motivo)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  body: CorrectMemberDocumentRequest,
  response: envelope(AdminMemberDetail.shape.Profile),
});
