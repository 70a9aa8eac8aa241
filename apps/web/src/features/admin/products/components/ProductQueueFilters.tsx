import { useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { officeStatusOptions } from '../lib/queueFilters';

/** Situação (OfficeStatus, Pendente unless said) and part of the product's name, both kept in the URL by the page. */
export function ProductQueueFilters({
  officeStatus,
  name,
  onChange,
}: {
  officeStatus: number;
  name: string;
  onChange: (changes: { officeStatus?: string; name?: string }) => void;
}) {
  const [typed, setTyped] = useState(name);
  const commit = useDebouncedCallback((value: string) => onChange({ name: value.trim() }), 400);
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect label="Situação" data={officeStatusOptions} value={String(officeStatus)} onChange={(e) => onChange({ officeStatus: e.currentTarget.value })} w={200} />
      <TextInput
        label="Nome do Produto"
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        w={240}
      />
    </Group>
  );
}
