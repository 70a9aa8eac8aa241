import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { productTypeLabels } from '@clube/contract/products';
import type { StoreCategory } from '@clube/contract/store';

/** The store's filters: product or service, category ('' for any) and the name typed. */
export interface StoreFilterValues {
  type: number;
  category: string;
  name: string;
}

const typeOptions = Object.entries(productTypeLabels).map(([value, label]) => ({ value, label }));

export interface StoreFiltersProps {
  value: StoreFilterValues;
  onChange: (value: StoreFilterValues) => void;
  categories: readonly StoreCategory[] | undefined;
  /** A cart with items fixes the type (spec part 2 section 4, Cart). */
  typeLocked: boolean;
}

/** As the shop's, without the origin (a store shows the club's and its member's products together). */
export function StoreFilters({ value, onChange, categories, typeLocked }: StoreFiltersProps) {
  const categoryOptions = [{ value: '', label: 'Todas' }, ...(categories ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl aria-label="Tipo" data={typeOptions} value={String(value.type)} disabled={typeLocked} onChange={(v) => onChange({ ...value, type: Number(v) })} />
      <NativeSelect label="Categoria" data={categoryOptions} value={value.category} onChange={(e) => onChange({ ...value, category: e.currentTarget.value })} w={200} />
      <TextInput
        label="Nome"
        placeholder="Buscar por nome"
        leftSection={<IconSearch size={16} />}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        style={{ flex: 1, minWidth: 180 }}
      />
    </Group>
  );
}
