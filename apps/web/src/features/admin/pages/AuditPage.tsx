import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { AuditRow } from '@clube/contract/admin';
import { DataTable } from '../../../ui/DataTable';
import { ConsolePage } from '../components/ConsolePage';
import { useUrlFilters } from '../lib/useUrlFilters';
import { TextFilter } from '../components/TextFilter';
import { auditListQueryOptions, auditListRequest } from '../api/auditListQueryOptions';
import { auditColumns } from '../components/auditColumns';
import { AuditRowModal } from '../components/AuditRowModal';

/** The audit list's filters in the URL (docs/admin.md#console-lists): start of the action, actor, record. */
const AUDIT_FILTER_KEYS = ['action', 'actor', 'target'] as const;

/**
 * /configurations/audit (Owner): every audited action, newest first, filtered by the start of the
 * action, the administrator's username and the record (`kind:id`); a row opens its record's
 * timeline (docs/admin.md#audit).
 */
export default function AuditPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(AUDIT_FILTER_KEYS);
  const list = useQuery(auditListQueryOptions(auditListRequest(filters.action, filters.actor, filters.target, page)));
  const [shown, setShown] = useState<AuditRow | undefined>(undefined);
  return (
    <ConsolePage title="Auditoria">
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          <TextFilter label="Ação" placeholder="Início, ex.: withdrawal." value={filters.action} onChange={(action) => setFilters({ action })} />
          <TextFilter label="Usuário" placeholder="Usuário do administrador" value={filters.actor} onChange={(actor) => setFilters({ actor })} />
          <TextFilter label="Registro" placeholder="ex.: user:12" value={filters.target} onChange={(target) => setFilters({ target })} />
          <Button variant="default" onClick={() => setFilters({ action: '', actor: '', target: '' })}>
            {messages.clearFilters}
          </Button>
        </Group>
        <DataTable
          columns={auditColumns(setShown)}
          rows={list.data?.rows}
          rowKey={(r) => r.Id}
          minWidth={1000}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <AuditRowModal row={shown} onClose={() => setShown(undefined)} />
    </ConsolePage>
  );
}
