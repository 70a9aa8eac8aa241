import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

/** The membership contract as a visitor reads it before ticking 'Li e aceito o contrato'. */
export const ContractView = z.object({
  Text: z.string(),
  /** The version the registration accepts (docs/privacy.md#consents). */
  Version: z.number().int(),
  /** SHA-256 of Text (hex). */
  Hash: z.string(),
});
export type ContractView = z.infer<typeof ContractView>;

/**
 * Open: the registration shows it before anyone has an account (docs/configuration.md#scgeneral).
 * Issue 19 versions it and records each acceptance; the answer grows fields, the path stays.
 */
export const getContract = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/getContract',
  summary: 'Texto do contrato de adesão (lido no cadastro)',
  tags: ['configurations'],
  auth: false,
  response: envelope(ContractView),
});
