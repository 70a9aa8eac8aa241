import { Group, NativeSelect } from '@mantine/core';
import { TextFilter } from '../../admin';
import { statusOptions } from '../lib/queueFilters';

/** Status (Pendente, Pago, Cancelado) and the member's username, both kept in the URL by the page. */
export function WithdrawalQueueFilters({
  status,
  username,
  onChange,
}: {
  status: number;
  username: string;
  onChange: (changes: { status?: string; username?: string }) => void;
}) {
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect label="Status" data={statusOptions} value={String(status)} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
      <TextFilter label="Usuário" placeholder="Início do usuário" value={username} onChange={(value) => onChange({ username: value })} w={220} />
    </Group>
  );
}
