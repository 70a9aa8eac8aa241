import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, paginationResponse } from '@clube/contract';
import type { BulkCredit, BulkCreditPreview } from '@clube/contract/bonuses';
import { formatBRL } from '../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';

const columns = (withQuotas: boolean): Array<DataTableColumn<BulkCredit>> => [
  { header: 'Sócio', cell: (c) => c.Name },
  { header: 'Usuário', cell: (c) => `@${c.Username}` },
  ...(withQuotas ? [{ header: 'Cotas', align: 'right' as const, cell: (c: BulkCredit) => String(c.Quotas ?? 0) }] : []),
  { header: 'Valor', align: 'right', nowrap: true, cell: (c) => formatBRL(c.Amount) },
];

/**
 * Every credit of a preview (50 a page), with how many there are, what they add up to and the
 * centavos no one receives: what 'Lançar' posts, exactly.
 */
export function BulkCreditPreviewTable({ preview, withQuotas = false }: { preview: BulkCreditPreview; withQuotas?: boolean }) {
  const [page, setPage] = useState(1);
  const rows = preview.Credits.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
  return (
    <Stack gap="sm" aria-label="Prévia dos créditos">
      <Group grow>
        <Figure label="Créditos" value={String(preview.Count)} />
        <Figure label="Total" value={formatBRL(preview.Total)} />
        <Figure label="Sobra (fica com o clube)" value={formatBRL(preview.Leftover)} />
      </Group>
      <DataTable
        columns={columns(withQuotas)}
        rows={rows}
        rowKey={(c) => c.UserId}
        minWidth={520}
        pagination={paginationResponse(page, DEFAULT_PAGE_SIZE, preview.Count)}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
