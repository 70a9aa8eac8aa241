import { useMutation } from '@tanstack/react-query';
import { adminPreviewDisclosure, type DisclosurePeriod } from '@clube/contract/transparency';
import { call } from '../../../lib/api';

/** The figures a period's disclosure would publish now, with their hash (nothing is kept). */
export function usePreviewDisclosure() {
  return useMutation({ mutationFn: async (body: DisclosurePeriod) => (await call(adminPreviewDisclosure, { body })).Data });
}
