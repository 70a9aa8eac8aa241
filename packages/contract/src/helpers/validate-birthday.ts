import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { EmptyEnvelope } from '../common/envelope';
import { messages } from '../common/messages';
import { calendarDay } from '../common/dates';

/** Any day from 1900 to today passes the schema; age (18 to 120 years) is the server's answer. */
export const ValidateBirthdayQuery = z.object({ birthday: calendarDay({ error: messages.invalidBirthday, max: 'today', brazilian: true }) }).strict();

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
