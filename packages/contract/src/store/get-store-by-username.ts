import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { StoreHeader, StoreParams } from './store';

/** The public store's header (docs/marketplace.md#public-store): 404 'Loja não encontrada.' for an unknown, blocked or non-member username. */
export const getStoreByUsername = defineEndpoint({
  method: 'GET',
  path: '/api/store/public/getStoreByUsername/:username',
  summary: 'Loja pública de um sócio: nome e usuário do dono',
  tags: ['store'],
  auth: false,
  params: StoreParams,
  response: envelope(StoreHeader),
});
