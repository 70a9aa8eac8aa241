import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { text } from '../common/text';

export const ConsultZipCodeQuery = z.object({ zipCode: text({ error: messages.zipInvalid }).trim().max(9, messages.zipInvalid) }).strict();

export const ZipCodeAddress = z.object({
  Street: z.string(),
  Neighborhood: z.string(),
  City: z.string(),
  State: z.string(),
});
export type ZipCodeAddress = z.infer<typeof ZipCodeAddress>;

/** The address of a zip (00000-000 or 8 digits): 400 on a bad format, 404 when unknown. */
export const consultZipCode = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/zipCode/consultZipCode',
  summary: 'Endereço de um CEP',
  tags: ['helpers'],
  auth: false,
  query: ConsultZipCodeQuery,
  response: envelope(ZipCodeAddress),
});
