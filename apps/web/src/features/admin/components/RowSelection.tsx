import { Checkbox } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/DataTable';
import type { RowSelection } from '../lib/useRowSelection';

/** The first column of a list with bulk actions: a checkbox on each row that can be selected. */
export function selectionColumn<Row>(selection: RowSelection<Row>, ariaLabelOf: (row: Row) => string): DataTableColumn<Row> {
  return {
    header: '',
    ariaLabel: 'Seleção',
    card: 'leading',
    cell: (row) =>
      selection.canSelect(row) && <Checkbox checked={selection.isSelected(row)} onChange={() => selection.toggle(row)} aria-label={ariaLabelOf(row)} />,
  };
}

/** 'Selecionar todos da página', beside the bulk action's button. */
export function SelectPageCheckbox<Row>({ selection }: { selection: RowSelection<Row> }) {
  const { selectable, selected, allSelected, toggleAll } = selection;
  return (
    <Checkbox
      label="Selecionar todos da página"
      checked={allSelected}
      indeterminate={selected.length > 0 && !allSelected}
      disabled={selectable.length === 0}
      onChange={toggleAll}
    />
  );
}
