import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ValidateCnpjQuery = z.object({ cnpj: text({ error: messages.invalidCnpj }).max(20, messages.invalidCnpj) }).strict();

/** Open validator of the registration wizard: 200 when valid; otherwise 400 whose Message is the reason. */
export const validateCNPJ = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/validators/validateCNPJ',
  summary: 'Valida um CNPJ (dígitos verificadores)',
  tags: ['helpers'],
  auth: false,
  query: ValidateCnpjQuery,
  response: EmptyEnvelope,
});
