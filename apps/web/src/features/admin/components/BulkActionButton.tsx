import { Badge, Button, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { runBulk, type BulkRowResult } from '../lib/runBulk';

export interface BulkActionButtonProps<T> {
  label: string;
  /** The question of the confirmation, with how many rows it touches. */
  confirmText: (count: number) => string;
  successText: string;
  rows: readonly T[];
  describe: (row: T) => { key: string | number; label: string };
  action: (row: T) => Promise<{ Message?: string | null }>;
  /** Called once every row has answered (to clear the selection, refresh the list). */
  onDone?: (results: BulkRowResult[]) => void;
  color?: string;
}

/**
 * A console bulk action (docs/admin.md#console-lists): confirm with the count, run each selected row,
 * then show each row's result, so that a refused row is seen and not lost in a summary.
 */
export function BulkActionButton<T>({ label, confirmText, successText, rows, describe, action, onDone, color }: BulkActionButtonProps<T>) {
  const [running, setRunning] = useState(false);
  const start = () =>
    modals.openConfirmModal({
      title: label,
      centered: true,
      children: <Text size="sm">{confirmText(rows.length)}</Text>,
      labels: { confirm: 'Confirmar', cancel: 'Fechar' },
      confirmProps: color ? { color } : undefined,
      onConfirm: async () => {
        setRunning(true);
        const results = await runBulk(rows, describe, action, successText).finally(() => setRunning(false));
        onDone?.(results);
        modals.open({ title: `${label}: resultado`, size: 'lg', centered: true, children: <BulkResults results={results} /> });
      },
    });
  return (
    <Button onClick={start} disabled={rows.length === 0} loading={running} color={color}>
      {label} ({rows.length})
    </Button>
  );
}

export function BulkResults({ results }: { results: readonly BulkRowResult[] }) {
  return (
    <Table aria-label="Resultado por linha">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Registro</Table.Th>
          <Table.Th>Resultado</Table.Th>
          <Table.Th>Mensagem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td>
              <Badge color={r.ok ? 'green' : 'red'}>{r.ok ? 'Concluído' : 'Recusado'}</Badge>
            </Table.Td>
            <Table.Td>{r.message}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
