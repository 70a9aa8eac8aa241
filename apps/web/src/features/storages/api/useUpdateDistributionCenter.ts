import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDistributionCenter, type UpdateDistributionCenterBody } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { storagesKeys } from './queryKeys';

export function useUpdateDistributionCenter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDistributionCenterBody) => call(updateDistributionCenter, { body }),
    onSuccess: (res) => qc.setQueryData(storagesKeys.distributionCenter, res.Data),
  });
}
