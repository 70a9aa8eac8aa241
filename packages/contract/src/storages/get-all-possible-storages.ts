import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { text } from '../common/text';
import { Permission } from '../permissions';
import { MAX_ID } from './ids';
import { Storage } from './storage';

export const GetAllPossibleStoragesQuery = z
  .object({
    /** The product the stock is for: its owner's storages (an Administrator managing a member's product). */
    productId: text()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_ID)
      .optional(),
  })
  .strict();

/**
 * Storages a stock may be put in: those of the caller's distribution center, or with `productId`
 * those of the product owner's (the club's storages for the club's products). By name.
 */
export const getAllPossibleStorages = defineEndpoint({
  method: 'GET',
  path: '/api/logistics/storages/getAllPossibleStorages',
  summary: 'Armazéns onde o usuário pode criar estoque',
  tags: ['storages'],
  auth: true,
  permission: Permission.PEDIDOS,
  query: GetAllPossibleStoragesQuery,
  response: envelope(z.array(Storage)),
});
