import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestDataExport } from '@clube/contract/privacy';
import { call } from '../../../lib/api';
import { privacyKeys } from './queryKeys';

/** 'Exportar meus dados': asks for a ZIP, which the server builds right after. */
export function useRequestDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(requestDataExport, { body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: privacyKeys.mine }),
  });
}
