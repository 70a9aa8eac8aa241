import { Text } from '@mantine/core';
import type { NotificationBroadcast } from '@clube/contract/notifications';
import { formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';

export const broadcastColumns: Array<DataTableColumn<NotificationBroadcast>> = [
  { header: 'Enviada em', nowrap: true, cell: (b) => formatDateTime(b.SentOn) },
  { header: 'Título', cell: (b) => b.Title },
  {
    header: 'Mensagem',
    cell: (b) => (
      <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
        {b.Message}
      </Text>
    ),
  },
  { header: 'Destino', cell: (b) => b.TargetFormatted },
  { header: 'Destinatários', align: 'right', cell: (b) => b.Count },
  { header: 'Por', cell: (b) => (b.SentBy ? `@${b.SentBy}` : '—') },
];
