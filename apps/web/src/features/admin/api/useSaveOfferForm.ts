import type { Endpoint } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';
import { useSaveOffer, type OfferAnswer } from './useOfferMutations';

export interface SaveOfferFormOptions<Row> {
  /** The record being edited; none for a new one. */
  record: Row | undefined;
  create: Endpoint;
  update: Endpoint;
  /** The form back to the record as it was saved. */
  reset: (saved: Row) => void;
  onSaved: (saved: Row) => void;
  /** The success toast; the answer's message unless said. */
  toast?: (res: OfferAnswer<Row>) => string;
}

/**
 * A catalog form's save: the create call for a new record, the update call (with its Id) for the
 * one being edited; on success the toast, the form reset to what was saved, and `onSaved`.
 */
export function useSaveOfferForm<Body, Row extends { Id: number }>({ record, create, update, reset, onSaved, toast }: SaveOfferFormOptions<Row>) {
  const creating = useSaveOffer<Body, Row>(create);
  const updating = useSaveOffer<Body & { Id: number }, Row>(update);
  const done = (res: OfferAnswer<Row>) => {
    toastSuccess(toast ? toast(res) : (res.Message ?? ''));
    reset(res.Data);
    onSaved(res.Data);
  };
  const save = (body: Body) => {
    if (record) updating.mutate({ Id: record.Id, ...body }, { onSuccess: done });
    else creating.mutate(body, { onSuccess: done });
  };
  return { save, saving: creating.isPending || updating.isPending };
}
