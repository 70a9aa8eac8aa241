import { Group, NativeSelect } from '@mantine/core';
import { TextFilter } from './TextFilter';
import { statusFilterOptions } from '../lib/useOfferList';

/** Part of the name (debounced) and the status, both kept in the URL by the page. */
export function OfferFilters({ name, status, onChange }: { name: string; status: string; onChange: (changes: { name?: string; status?: string }) => void }) {
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <TextFilter label="Buscar por nome" value={name} onChange={(value) => onChange({ name: value })} w={240} />
      <NativeSelect label="Situação" data={statusFilterOptions} value={status} onChange={(e) => onChange({ status: e.currentTarget.value })} w={160} />
    </Group>
  );
}
