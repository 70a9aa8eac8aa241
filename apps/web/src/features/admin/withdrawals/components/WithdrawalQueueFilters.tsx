import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
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
  const [typed, setTyped] = useState(username);
  // The URL (and the query) follow the typing once it pauses.
  const commit = useDebouncedCallback((value: string) => onChange({ username: value.trim() }), 400);
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect label="Status" data={statusOptions} value={String(status)} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
      <TextInput
        label="Usuário"
        placeholder="Início do usuário"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={220}
      />
    </Group>
  );
}
