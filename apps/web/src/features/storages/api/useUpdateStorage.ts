import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStorage, type UpdateStorageBody } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { replaceStorage } from './storagesCache';

export function useUpdateStorage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateStorageBody) => call(updateStorage, { body }),
    onSuccess: (res) => replaceStorage(qc, res.Data),
  });
}
