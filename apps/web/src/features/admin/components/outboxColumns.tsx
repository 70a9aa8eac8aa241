import { Button } from '@mantine/core';
import type { OutboxEmailSummary } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';

/** When, to whom, the subject, and 'Ver' (the whole e-mail in a modal). */
export const outboxColumns = (open: (e: OutboxEmailSummary) => void): DataTableColumn<OutboxEmailSummary>[] => [
  { header: 'Enviado em', nowrap: true, cell: (e) => formatDateTime(e.CreatedOn) },
  { header: 'Destinatário', cell: (e) => e.To },
  { header: 'Assunto', cell: (e) => e.Subject },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (e) => (
      <Button size="compact-xs" variant="default" onClick={() => open(e)} aria-label={`Ver e-mail ${e.Id}`}>
        Ver
      </Button>
    ),
  },
];
