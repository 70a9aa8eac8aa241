import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ValidateBirthdayQuery = z.object({ birthday: text({ error: messages.invalidBirthday }).max(20, messages.invalidBirthday) }).strict();

/** Open validator of the registration wizard: 200 when valid; otherwise 400 whose Message is the reason. */
export const validateBirthday = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/validators/validateBirthday',
  summary: 'Valida uma data de nascimento (dd/MM/yyyy ou yyyy-MM-dd, maior de 18 anos)',
  tags: ['helpers'],
  auth: false,
  query: ValidateBirthdayQuery,
  response: EmptyEnvelope,
});
