import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { MemberFilters } from '../api/membersQueryOptions';
import { statusFilterOptions, typeFilterOptions } from '../lib/memberFilters';

/** Search text (name, username, e-mail, CPF/CNPJ), status and type; the page keeps them in the URL. */
export function MemberSearchFilters({ filters, onChange }: { filters: MemberFilters; onChange: (changes: Partial<MemberFilters>) => void }) {
  const [typed, setTyped] = useState(filters.search);
  // The URL (and the query) follow the typing once it pauses.
  const commit = useDebouncedCallback((value: string) => onChange({ search: value.trim() }), 400);
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Buscar"
        placeholder="Nome, usuário, e-mail ou CPF/CNPJ"
        value={typed}
        maxLength={100}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={320}
      />
      <NativeSelect label="Situação" data={statusFilterOptions} value={filters.status} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
      <NativeSelect label="Tipo" data={typeFilterOptions} value={filters.type} onChange={(e) => onChange({ type: e.currentTarget.value })} w={240} />
    </Group>
  );
}
