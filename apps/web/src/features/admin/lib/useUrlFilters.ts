import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console list's filters, kept in the URL (docs/admin.md#console-lists) so that a filtered page
 * can be reloaded, shared and returned to. Empty values leave the URL; changing a filter goes back
 * to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>, [params, keys]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes) as Array<[K, string | undefined]>) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (p: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { filters, page, setFilters, setPage };
}
