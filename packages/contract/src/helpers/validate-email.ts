import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ValidateEmailQuery = z.object({ email: text({ error: messages.invalidEmail }).max(254, messages.invalidEmail) }).strict();

/** Open validator of the registration wizard: 200 when valid; otherwise 400 whose Message is the reason. */
export const validateEmail = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/validators/validateEmail',
  summary: 'Valida um e-mail (formato e se já está cadastrado)',
  tags: ['helpers'],
  auth: false,
  query: ValidateEmailQuery,
  response: EmptyEnvelope,
});
