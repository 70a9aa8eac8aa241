import { lazy, Suspense } from 'react';
import { LoadingRing } from '../../../ui/LoadingRing';

// Its own chunk: the member dashboard (features/home) does not download a store client's tables.
const StoreClientHome = lazy(() => import('./StoreClientHome').then((m) => ({ default: m.StoreClientHome })));

/** A store client's home (components/StoreClientHome), fetched when first shown. */
export function LazyStoreClientHome() {
  return (
    <Suspense fallback={<LoadingRing />}>
      <StoreClientHome />
    </Suspense>
  );
}
