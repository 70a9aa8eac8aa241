import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ValidateRegionalIdQuery = z.object({ regionalId: text({ error: messages.invalidCpf }).max(20, messages.invalidCpf) }).strict();

/** Open validator of the registration wizard: 200 when valid; otherwise 400 whose Message is the reason. */
export const validateRegionalId = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/validators/validateRegionalId',
  summary: 'Valida um CPF (dígitos verificadores)',
  tags: ['helpers'],
  auth: false,
  query: ValidateRegionalIdQuery,
  response: EmptyEnvelope,
});
