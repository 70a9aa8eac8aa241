import { Button, Code, Stack, Text } from '@mantine/core';
import type { AuditRow } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { auditActionLabel } from '../lib/audit-actions';

/** When, who (the system for jobs), the action, the record, the reason, the IP, and the record's history. */
export const auditColumns = (open: (row: AuditRow) => void): DataTableColumn<AuditRow>[] => [
  { header: 'Data', nowrap: true, cell: (r) => formatDateTime(r.CreatedOn) },
  { header: 'Usuário', cell: (r) => r.ActorUsername ?? 'sistema' },
  {
    header: 'Ação',
    card: 'title',
    // The label, and the code under it: the code is what the API and docs/admin.md#audit name.
    cell: (r) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" fw={500}>
          {auditActionLabel(r.Action)}
        </Text>
        <Code title={r.Action}>{r.Action}</Code>
      </Stack>
    ),
  },
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
