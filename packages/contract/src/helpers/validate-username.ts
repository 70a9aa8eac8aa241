import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ValidateUsernameQuery = z.object({ username: text({ error: messages.invalidUsername }).max(100, messages.invalidUsername) }).strict();

/** Open validator of the registration wizard: 200 when valid; otherwise 400 whose Message is the reason. */
export const validateUsername = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/validators/validateUsername',
  summary: 'Valida um nome de usuário (formato e se já está cadastrado)',
  tags: ['helpers'],
  auth: false,
  query: ValidateUsernameQuery,
  response: EmptyEnvelope,
});
