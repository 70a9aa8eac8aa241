import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewDistributionCenter, type DistributionCenterInput } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { storagesKeys } from './queryKeys';

export function useCreateDistributionCenter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: DistributionCenterInput) => call(createNewDistributionCenter, { body }),
    onSuccess: (res) => qc.setQueryData(storagesKeys.distributionCenter, res.Data),
  });
}
