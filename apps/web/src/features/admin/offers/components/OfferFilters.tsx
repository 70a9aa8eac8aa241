import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { statusFilterOptions } from '../lib/useOfferList';

/** Part of the name (debounced) and the status, both kept in the URL by the page. */
export function OfferFilters({ name, status, onChange }: { name: string; status: string; onChange: (changes: { name?: string; status?: string }) => void }) {
  const [typed, setTyped] = useState(name);
  const commit = useDebouncedCallback((value: string) => onChange({ name: value.trim() }), 400);
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <TextInput
        label="Buscar por nome"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={240}
      />
      <NativeSelect label="Situação" data={statusFilterOptions} value={status} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
    </Group>
  );
}
