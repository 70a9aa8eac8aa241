import { Badge, Group, Text } from '@mantine/core';
import type { Transfer } from '@clube/contract/transfers';
import { formatBRL, formatDate } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ReceiptButton } from '../../receipts';

const isReceived = (t: Transfer) => t.Direction === 'Received';

/**
 * Beneficiary, issue date, value and status. Received transfers are listed too: the row names who
 * sent it ('Recebida de ...') and the value shows in green with a plus sign. Each has its receipt.
 */
export const transferColumns: DataTableColumn<Transfer>[] = [
  {
    header: 'Beneficiário',
    cell: (t) => {
      const received = isReceived(t);
      return (
        <>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{received ? `Recebida de ${t.FromUser.Name}` : t.ToUser.Name}</Text>
            <Badge size="xs" variant="outline" color={received ? 'green' : 'gray'}>
              {received ? 'Recebida' : 'Enviada'}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            @{received ? t.FromUser.Username : t.ToUser.Username}
          </Text>
        </>
      );
    },
  },
  { header: 'Data de Emissão', cell: (t) => formatDate(t.Created) },
  {
    header: 'Valor',
    align: 'right',
    cell: (t) => (
      <Text span size="sm" fw={600} c={isReceived(t) ? 'green' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {isReceived(t) ? `+ ${formatBRL(t.Value)}` : formatBRL(t.Value)}
      </Text>
    ),
  },
  { header: 'Status', cell: (t) => <StatusBadge label={t.StatusFormatted} color={t.StatusColor} /> },
  { header: '', ariaLabel: 'Ações', cell: (t) => <ReceiptButton kind="transfer" id={t.Id} /> },
];
