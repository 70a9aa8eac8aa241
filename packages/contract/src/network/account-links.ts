import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope, envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';
import { Permission } from '../permissions';

/** Hours the e-mailed confirmation link of an account link works (docs/accounts.md#linked-accounts). */
export const ACCOUNT_LINK_MAIL_HOURS = 72;

/**
 * A new account of the primary's CPF/CNPJ waiting for his answer. Only what the person who
 * created it knows already (the username he chose and when): name and e-mail wait for the link.
 */
export const AccountLinkRequest = z.object({
  Id: z.number().int(),
  Username: z.string(),
  Created: z.string(),
});
export type AccountLinkRequest = z.infer<typeof AccountLinkRequest>;

export const AccountLinkIdParams = z.object({
  id: text()
    .regex(/^\d{1,10}$/, messages.accountLinkIdInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, messages.accountLinkIdInvalid),
});

export const ConfirmAccountLinkByTokenBody = z
  .object({
    Token: text({ error: messages.accountLinkTokenInvalid }).trim().min(1, messages.accountLinkTokenInvalid).max(200, messages.accountLinkTokenInvalid),
  })
  .strict();
export type ConfirmAccountLinkByTokenBody = z.input<typeof ConfirmAccountLinkByTokenBody>;

/** The pending requests addressed to the caller as primary account, oldest first (at most 50). */
export const getAccountLinkRequests = defineEndpoint({
  method: 'GET',
  path: '/api/users/network/secondary-accounts/requests',
  summary: 'Pedidos de vínculo de novas contas com o CPF/CNPJ do sócio, aguardando resposta',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  response: envelope(z.array(AccountLinkRequest)),
});

/** The primary links the account ('Vínculo confirmado...'); anyone else's request is 404. */
export const confirmAccountLink = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/secondary-accounts/requests/:id/confirm',
  summary: 'Confirma o vínculo de uma nova conta à conta principal',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  params: AccountLinkIdParams,
  response: EmptyEnvelope,
});

/** The primary refuses: the new account stays standalone. */
export const refuseAccountLink = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/secondary-accounts/requests/:id/refuse',
  summary: 'Recusa o vínculo de uma nova conta: ela continua independente',
  tags: ['network'],
  auth: true,
  permission: Permission.REDE,
  params: AccountLinkIdParams,
  response: EmptyEnvelope,
});

/** The e-mailed link (one use, ACCOUNT_LINK_MAIL_HOURS): owning the primary's mailbox is the proof. */
export const confirmAccountLinkByToken = defineEndpoint({
  method: 'POST',
  path: '/api/users/network/secondary-accounts/confirmByToken',
  summary: 'Confirma o vínculo de uma nova conta com o link enviado ao e-mail da conta principal',
  tags: ['network'],
  auth: false,
  body: ConfirmAccountLinkByTokenBody,
  response: EmptyEnvelope,
});
