import { updateGetSCIntegrations, type UpdateSCIntegrationsRequest } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';
import { useGroupUpdate } from './useGroupUpdate';

/** Sends the whole group; the answer is the group as stored (docs/configuration.md#writes). */
export const useUpdateSCIntegrations = () =>
  useGroupUpdate(settingsKeys.integrations, (body: UpdateSCIntegrationsRequest) => call(updateGetSCIntegrations, { body }));
