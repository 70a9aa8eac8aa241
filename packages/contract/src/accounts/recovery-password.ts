import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

/** Username or e-mail of the account; the answer is the same whether it exists or not. */
export const RecoveryPasswordParams = z.object({ value: text().trim().min(1, messages.loginUserRequired).max(254) }).strict();

export const RESET_LINK_LIFETIME_MINUTES = 60;

export const recoveryPassword = defineEndpoint({
  method: 'POST',
  path: '/api/users/passwords/recoveryPassword/:value',
  summary: 'Envia por e-mail um link de troca de senha (uso único, válido por 1 hora)',
  tags: ['accounts'],
  auth: false,
  params: RecoveryPasswordParams,
  response: EmptyEnvelope,
});
