import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@clube/contract';
import { call } from '../../../lib/api';
import { adminKeys } from './queryKeys';
import { offersKeys } from './queryKeys';

/** What every write of the catalog answers: its message and the record as it is now. */
export interface OfferAnswer<Row> {
  Message: string | null;
  Data: Row;
}

/** After a change: the catalog's lists and choices, and the audit timelines (a new row), are stale. */
function useInvalidateOffers() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: offersKeys.all });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
}

/** Creates or updates a record through `endpoint` (a create or update call of the catalog). */
export function useSaveOffer<Body, Row>(endpoint: Endpoint) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (body: Body) => call(endpoint, { body: body as never }) as Promise<OfferAnswer<Row>>,
    onSettled: invalidate,
  });
}

/** Deactivates or reactivates a record by id (the `:id/deactivate` and `:id/reactivate` calls). */
export function useSetOfferStatus<Row>(endpoints: { deactivate: Endpoint; reactivate: Endpoint }) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      call(active ? endpoints.reactivate : endpoints.deactivate, { params: { id: String(id) } as never }) as Promise<OfferAnswer<Row>>,
    onSettled: invalidate,
  });
}
