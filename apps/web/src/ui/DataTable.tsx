import type { Key, ReactNode } from 'react';
import { Paper, Stack, Table } from '@mantine/core';
import type { PaginationSettingsResponse } from '@clube/contract';
import { EmptyState } from './EmptyState';
import { LoadingRing } from './LoadingRing';
import { usePhone } from '../lib/phone';
import { DataCards, type DataCardRole } from './DataCards';
import { Pagination } from './Pagination';
import { ResultCount } from './ResultCount';

export interface DataTableColumn<T> {
  /** The header text; an actions column has none and names itself through `ariaLabel`. */
  header: string;
  ariaLabel?: string;
  align?: 'right';
  /** Keeps money and masked documents on one line. */
  nowrap?: boolean;
  cell: (row: T) => ReactNode;
  /**
   * Its place on a phone's card (ui/DataCards.tsx). Without one: no header means actions, 'Status'
   * the badge, and the first other column the title.
   */
  card?: DataCardRole;
}

export interface DataTableProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => Key;
  /** Below this width the table scrolls sideways instead of squeezing its columns (desktop; a phone gets cards). */
  minWidth: number;
  loading?: boolean;
  /** The list's page answer: the count shows its TotalRows, the pages its TotalPages. */
  pagination?: PaginationSettingsResponse | null;
  page?: number;
  onPageChange?: (page: number) => void;
  /** 'N resultado(s)' above the table (the current account's entries show none). */
  withCount?: boolean;
  /** Inside a bordered panel (false where the screen already frames it, as the profile's tabs). */
  framed?: boolean;
}

/**
 * A list screen's table: the loading ring, 'Nenhum resultado encontrado...' when empty, otherwise
 * the result count, the rows and the pages. On a phone the rows are cards, so that the value, the
 * status and the action are in reach without scrolling sideways (docs/phone.md#lists-become-cards).
 */
export function DataTable<T>({ columns, rows, rowKey, minWidth, loading, pagination, page, onPageChange, withCount = true, framed = true }: DataTableProps<T>) {
  const phone = usePhone();
  const content = loading ? (
    <LoadingRing />
  ) : !rows || rows.length === 0 ? (
    <EmptyState />
  ) : (
    <Stack gap="xs">
      {withCount && <ResultCount count={pagination?.TotalRows ?? rows.length} />}
      {phone ? (
        <DataCards columns={columns} rows={rows} rowKey={rowKey} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={i} ta={c.align} aria-label={c.ariaLabel}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, r) => (
                <Table.Tr key={rowKey(row, r)}>
                  {columns.map((c, i) => (
                    <Table.Td key={i} ta={c.align} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page !== undefined && onPageChange && <Pagination page={page} totalPages={pagination?.TotalPages ?? 1} onChange={onPageChange} />}
    </Stack>
  );
  // A phone's cards have their own borders: a frame around them would only take width.
  return framed && !phone ? (
    <Paper withBorder p="md" radius="md">
      {content}
    </Paper>
  ) : (
    content
  );
}
