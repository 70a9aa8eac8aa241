import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { firstScreenMessages } from '@clube/contract';
import { ApiError } from '../lib/api';
import { toastError } from '../lib/notify';

/** Failed calls all take one path: the spec's error toast, unless the call is marked silent. */
function onError(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.['silent']) return;
  toastError(error instanceof ApiError ? error.message : firstScreenMessages.serverError);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (e, q) => onError(e, q.meta) }),
    mutationCache: new MutationCache({ onError: (e, _v, _c, m) => onError(e, m.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
