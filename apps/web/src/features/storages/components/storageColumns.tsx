import { Button } from '@mantine/core';
import type { Storage } from '@clube/contract/storages';
import type { DataTableColumn } from '../../../ui/DataTable';

/** ID, Nome do Armazém, Tipo and 'Editar', which opens the update modal. */
export const storageColumns = (onEdit: (storage: Storage) => void): DataTableColumn<Storage>[] => [
  { header: 'ID', cell: (s) => s.Id },
  { header: 'Nome do Armazém', cell: (s) => s.Name },
  { header: 'Tipo', cell: (s) => s.TypeFormatted },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (s) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(s)}>
        Editar
      </Button>
    ),
  },
];
