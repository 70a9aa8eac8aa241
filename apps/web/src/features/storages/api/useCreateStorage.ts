import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNewStorage, type CreateStorageBody } from '@clube/contract/storages';
import { call } from '../../../lib/api';
import { prependStorage } from './storagesCache';

export function useCreateStorage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStorageBody) => call(createNewStorage, { body }),
    onSuccess: (res) => prependStorage(qc, res.Data),
  });
}
