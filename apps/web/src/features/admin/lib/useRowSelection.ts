import { useMemo, useState } from 'react';

export interface RowSelection<Row> {
  /** The page's rows that can be selected (those a bulk action can still change). */
  selectable: Row[];
  /** The selected rows among them, in the page's order. */
  selected: Row[];
  allSelected: boolean;
  canSelect: (row: Row) => boolean;
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** 'Selecionar todos da página': all of the selectable rows, or none when they all are. */
  toggleAll: () => void;
  clear: () => void;
  /** `change` after clearing: the filters or the page change, the selection is gone. */
  clearThen: <A>(change: (arg: A) => void) => (arg: A) => void;
}

/**
 * The rows of a console list's page chosen for a bulk action (docs/admin.md#console-lists), by
 * key; only rows `canSelect` accepts count. The page clears it when its filters or page change.
 */
export function useRowSelection<Row>(rows: readonly Row[] | undefined, keyOf: (row: Row) => number, canSelect: (row: Row) => boolean): RowSelection<Row> {
  const [keys, setKeys] = useState<ReadonlySet<number>>(new Set());
  const selectable = useMemo(() => (rows ?? []).filter(canSelect), [rows, canSelect]);
  const selected = selectable.filter((r) => keys.has(keyOf(r)));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  const clear = () => setKeys(new Set());
  return {
    selectable,
    selected,
    allSelected,
    canSelect,
    isSelected: (row) => keys.has(keyOf(row)),
    toggle: (row) =>
      setKeys((prev) => {
        const next = new Set(prev);
        if (!next.delete(keyOf(row))) next.add(keyOf(row));
        return next;
      }),
    toggleAll: () => setKeys(allSelected ? new Set() : new Set(selectable.map(keyOf))),
    clear,
    clearThen: (change) => (arg) => {
      clear();
      change(arg);
    },
  };
}
