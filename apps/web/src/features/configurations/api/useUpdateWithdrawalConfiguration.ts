import { useQueryClient } from '@tanstack/react-query';
import { adminUpdateWithdrawalConfiguration, type UpdateWithdrawalConfigurationRequest } from '@clube/contract/withdrawals';
import { call } from '../../../lib/api';
import { withdrawalsKeys } from '../../withdrawals';
import { settingsKeys } from './queryKeys';
import { useGroupUpdate } from './useGroupUpdate';

/**
 * Sends the whole configuration; the answer is the group as stored. The member's withdrawal screen
 * keeps its own copy (and the "may I withdraw" answer): both are stale after a write.
 */
export function useUpdateWithdrawalConfiguration() {
  const qc = useQueryClient();
  return useGroupUpdate(settingsKeys.withdrawal, async (body: UpdateWithdrawalConfigurationRequest) => {
    const res = await call(adminUpdateWithdrawalConfiguration, { body });
    void qc.invalidateQueries({ queryKey: withdrawalsKeys.configuration });
    void qc.invalidateQueries({ queryKey: withdrawalsKeys.validation });
    return res;
  });
}
