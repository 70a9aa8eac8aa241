import { Text } from '@mantine/core';
import type { JobRun } from '@clube/contract/admin';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { countsText } from '../lib/jobCounts';
import { jobLabel } from '../lib/operationsFilters';

const seconds = (r: JobRun) =>
  r.FinishedOn ? `${((Date.parse(r.FinishedOn) - Date.parse(r.StartedOn)) / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s` : '';

/** Start, job, period, status, duration, and what it did (or its error). */
export const jobRunColumns: DataTableColumn<JobRun>[] = [
  { header: 'Início', nowrap: true, cell: (r) => formatDateTime(r.StartedOn) },
  { header: 'Rotina', cell: (r) => jobLabel(r.Job) },
  { header: 'Período', nowrap: true, cell: (r) => formatDate(r.Period) },
  { header: 'Status', cell: (r) => <StatusBadge label={r.StatusFormatted} color={r.StatusColor} /> },
  { header: 'Duração', nowrap: true, cell: seconds },
  {
    header: 'Resultado',
    cell: (r) =>
      r.Error ? (
        <Text size="sm" c="red">
          {r.Error}
        </Text>
      ) : (
        <Text size="sm">{countsText(r.Counts)}</Text>
      ),
  },
];
