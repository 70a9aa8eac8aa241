import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';

export const ContractVersionView = z.object({
  Version: z.number().int(),
  Text: z.string(),
  /** SHA-256 of the text (hex): what an acceptance records. */
  Hash: z.string(),
});
export type ContractVersionView = z.infer<typeof ContractVersionView>;

export const GetContractVersionQuery = z.object({ version: z.coerce.number().int().min(1).max(1_000_000).optional() }).strict();

/** Open: the contract as it was at a version (the current one without `version`), so an acceptance can be read later. */
export const getContractVersion = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/contract',
  summary: 'Texto do contrato numa versão (a atual, sem versão)',
  tags: ['privacy'],
  auth: false,
  query: GetContractVersionQuery,
  response: envelope(ContractVersionView),
});
