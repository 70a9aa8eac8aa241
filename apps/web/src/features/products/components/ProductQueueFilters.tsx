import { Group, NativeSelect } from '@mantine/core';
import { TextFilter } from '../../admin';
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
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Situação"
        data={officeStatusOptions}
        value={String(officeStatus)}
        onChange={(e) => onChange({ officeStatus: e.currentTarget.value })}
        w={200}
      />
      <TextFilter label="Nome do Produto" value={name} onChange={(value) => onChange({ name: value })} w={240} />
    </Group>
  );
}
