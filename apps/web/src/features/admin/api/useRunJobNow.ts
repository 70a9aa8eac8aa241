import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runJobNow } from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminKeys } from './queryKeys';
import { operationsKeys } from './queryKeys';

/** 'Executar agora': the run's answer (succeeded, skipped or failed); cards, runs and audit refresh. */
export function useRunJobNow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (job: string) => call(runJobNow, { params: { job } }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: operationsKeys.jobs });
      void qc.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
