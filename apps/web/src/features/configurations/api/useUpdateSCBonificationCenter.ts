import { updateSCBonificationCenter, type UpdateSCBonificationCenterRequest } from '@clube/contract/configurations';
import { call } from '../../../lib/api';
import { settingsKeys } from './queryKeys';
import { useGroupUpdate } from './useGroupUpdate';

/** Sends the whole group; the answer is the group as stored (docs/configuration.md#writes). */
export const useUpdateSCBonificationCenter = () =>
  useGroupUpdate(settingsKeys.bonificationCenter, (body: UpdateSCBonificationCenterRequest) => call(updateSCBonificationCenter, { body }));
