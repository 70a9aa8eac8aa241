import { validateBirthday, validateCNPJ, validateEmail, validateRegionalId, validateUsername } from '@clube/contract/helpers';
import { call } from '../../../lib/api';

/**
 * The helpers' validators the wizard calls while the member types. Each resolves when the server
 * accepts the value and throws ApiError (whose message is the reason) when it does not.
 */
export const serverFieldChecks = {
  Email: (email: string) => call(validateEmail, { query: { email } }),
  Username: (username: string) => call(validateUsername, { query: { username } }),
  Birthday: (birthday: string) => call(validateBirthday, { query: { birthday } }),
  RegionalId: (regionalId: string) => call(validateRegionalId, { query: { regionalId } }),
  CNPJ: (cnpj: string) => call(validateCNPJ, { query: { cnpj } }),
} as const;

export type ServerCheckedField = keyof typeof serverFieldChecks;
