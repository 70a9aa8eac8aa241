import { Group, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { productOriginOptions, productTypeLabels } from '@clube/contract/products';
import type { ProductOrigin, ShopFilterValues } from '../lib/shopRequest';

const typeOptions = Object.entries(productTypeLabels).map(([value, label]) => ({ value, label }));
const originOf = (v: boolean | null): ProductOrigin => (v === null ? 'all' : v ? 'admin' : 'users');
const originOptions = productOriginOptions.map((o) => ({ value: originOf(o.value), label: o.label }));

export interface ShopFiltersProps {
  value: ShopFilterValues;
  onChange: (value: ShopFilterValues) => void;
  categories: ReadonlyArray<{ Id: number; Name: string }> | undefined;
  /** A cart with items fixes the type (spec part 2 section 4, Cart). */
  typeLocked: boolean;
  /** A public store shows the club's products and its member's together: no origin to choose. */
  showOrigin?: boolean;
}

/** Product or service, origin, category and the name search (its debounce lives in the page). */
export function ShopFilters({ value, onChange, categories, typeLocked, showOrigin = true }: ShopFiltersProps) {
  const categoryOptions = [{ value: '', label: 'Todas' }, ...(categories ?? []).map((c) => ({ value: String(c.Id), label: c.Name }))];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Tipo"
        data={typeOptions}
        value={String(value.type)}
        disabled={typeLocked}
        onChange={(v) => onChange({ ...value, type: Number(v) })}
      />
      {showOrigin && (
        <NativeSelect
          label="Origem"
          data={originOptions}
          value={value.origin}
          onChange={(e) => onChange({ ...value, origin: e.currentTarget.value as ProductOrigin })}
          w={210}
        />
      )}
      <NativeSelect
        label="Categoria"
        data={categoryOptions}
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.currentTarget.value })}
        w={200}
      />
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
