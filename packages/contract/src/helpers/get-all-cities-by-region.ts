import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { IbgeCity } from './ibge';
import { text } from '../common/text';

export const GetAllCitiesByRegionQuery = z.object({ region: text({ error: messages.invalidState }).trim().max(2, messages.invalidState) }).strict();

/** Every municipality of one state (UF, any case), with its IBGE code; an unknown UF is a 400. */
export const getAllCitiesByRegion = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/ibge/getAllCitiesByRegion',
  summary: 'Municípios de um estado (código IBGE e nome)',
  tags: ['helpers'],
  auth: false,
  query: GetAllCitiesByRegionQuery,
  response: envelope(z.array(IbgeCity)),
});
