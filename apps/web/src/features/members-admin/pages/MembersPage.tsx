import { useState } from 'react';
import { Checkbox, Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminMemberRow } from '@clube/contract/admin';
import { DataTable } from '../../../ui/DataTable';
import { ConsolePage, useUrlFilters } from '../../admin';
import { adminMembersRequest, membersQueryOptions } from '../api/membersQueryOptions';
import { CreateRootMemberButton } from '../components/CreateRootMemberButton';
import { MemberBulkActions } from '../components/MemberBulkActions';
import { MemberSearchFilters } from '../components/MemberSearchFilters';
import { memberSearchColumns } from '../components/memberSearchColumns';
import { MEMBER_FILTER_KEYS } from '../lib/memberFilters';

/**
 * /configurations/members (Support): search members and store clients by name, username, e-mail or
 * CPF/CNPJ, status and type; open one's page; block or e-mail a reset link to the selected ones
 * (docs/admin.md#members).
 */
export default function MembersPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(MEMBER_FILTER_KEYS);
  const list = useQuery({ ...membersQueryOptions(adminMembersRequest(filters, page)), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const selected = rows.filter((m) => selectedIds.has(m.Id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const clear = () => setSelectedIds(new Set());

  const toggle = (m: AdminMemberRow) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(m.Id)) next.add(m.Id);
      return next;
    });

  return (
    <ConsolePage title="Sócios">
      <Stack gap="md">
        <MemberSearchFilters
          filters={filters}
          onChange={(changes) => {
            clear();
            setFilters(changes);
          }}
        />
        <Group gap="md" align="flex-end">
          <Checkbox
            label="Selecionar todos da página"
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            disabled={rows.length === 0}
            onChange={() => setSelectedIds(allSelected ? new Set() : new Set(rows.map((m) => m.Id)))}
          />
          <MemberBulkActions selected={selected} onDone={clear} />
        </Group>
        <CreateRootMemberButton listIsEmpty={list.isSuccess && rows.length === 0} />
        <DataTable
          columns={memberSearchColumns({ isSelected: (m) => selectedIds.has(m.Id), toggle })}
          rows={list.data?.rows}
          rowKey={(m) => m.Id}
          minWidth={1100}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={(p) => {
            clear();
            setPage(p);
          }}
        />
      </Stack>
    </ConsolePage>
  );
}
