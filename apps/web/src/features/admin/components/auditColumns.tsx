import { Button, Code } from '@mantine/core';
import type { AuditRow } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';

/** When, who (the system for jobs), the action, the record, the reason, the IP, and the record's history. */
export const auditColumns = (open: (row: AuditRow) => void): DataTableColumn<AuditRow>[] => [
  { header: 'Data', nowrap: true, cell: (r) => formatDateTime(r.CreatedOn) },
  { header: 'Usuário', cell: (r) => r.ActorUsername ?? 'sistema' },
  { header: 'Ação', cell: (r) => <Code>{r.Action}</Code> },
  { header: 'Registro', cell: (r) => r.Target ?? '-' },
  { header: 'Motivo', cell: (r) => r.Reason ?? '' },
  { header: 'IP', nowrap: true, cell: (r) => r.Ip ?? '' },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (r) => (
      <Button size="compact-xs" variant="default" onClick={() => open(r)} aria-label={`Histórico da linha ${r.Id}`}>
        Histórico
      </Button>
    ),
  },
];
