import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { PaginationSettingsResponse } from '@clube/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { Pagination } from '../../../ui/Pagination';
import { ResultCount } from '../../../ui/ResultCount';

/** A paged list: loading ring, 'Nenhum resultado encontrado...', or the count, table and pages. */
export function ListPanel({
  pending,
  rows,
  pagination,
  page,
  onPage,
  children,
}: {
  pending: boolean;
  rows: number;
  pagination: PaginationSettingsResponse | null | undefined;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      {pending ? (
        <LoadingRing />
      ) : rows === 0 ? (
        <EmptyState />
      ) : (
        <Stack gap="xs">
          <ResultCount count={pagination?.TotalRows ?? rows} />
          {children}
          <Pagination page={page} totalPages={pagination?.TotalPages ?? 1} onChange={onPage} />
        </Stack>
      )}
    </Paper>
  );
}
