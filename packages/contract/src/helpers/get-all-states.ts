import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { IbgeState } from './ibge';

/** The 27 federative units (26 states and the Federal District), by name. */
export const getAllStates = defineEndpoint({
  method: 'GET',
  path: '/api/helpers/ibge/getAllStates',
  summary: 'Estados do Brasil (sigla e nome)',
  tags: ['helpers'],
  auth: false,
  response: envelope(z.array(IbgeState)),
});
