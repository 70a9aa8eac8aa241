import { Text } from '@mantine/core';
import type { Earning } from '@clube/contract/current-account';
import { formatBRL, formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';

/** Description, issue date (dd/MM/yyyy) and signed value in BRL; debits in red. */
export const earningColumns: DataTableColumn<Earning>[] = [
  { header: 'Descrição', cell: (e) => e.Description },
  { header: 'Data de Emissão', cell: (e) => formatDate(e.Created) },
  {
    header: 'Valor',
    align: 'right',
    cell: (e) => (
      <Text span size="sm" fw={600} c={e.Value < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatBRL(e.Value)}
      </Text>
    ),
  },
];
