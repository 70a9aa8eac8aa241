import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { messages } from '@clube/contract';
import { ProductFilterType, productFilterLabels, productStatusInfo } from '@clube/contract/products';

const statusOptions = [{ value: '', label: 'Todos' }, ...Object.entries(productStatusInfo).map(([value, s]) => ({ value, label: s.label }))];
const kindOptions = Object.entries(productFilterLabels).map(([value, label]) => ({ value, label }));
const TEXT_KINDS = new Set([String(ProductFilterType.Name), String(ProductFilterType.Keyword)]);

export interface ProductsFilterBarProps {
  status: string;
  kind: string;
  text: string;
  error?: string;
  onStatus: (status: string) => void;
  onKind: (kind: string) => void;
  onText: (text: string) => void;
  onClear: () => void;
}

/** Product status, a filter kind (1 ID ... 7 minimum price) and its text, and 'Limpar filtros'. */
export function ProductsFilterBar({ status, kind, text, error, onStatus, onKind, onText, onClear }: ProductsFilterBarProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <NativeSelect label="Status do Produto" data={statusOptions} value={status} onChange={(e) => onStatus(e.currentTarget.value)} w={220} />
      <NativeSelect label="Filtrar por" data={kindOptions} value={kind} onChange={(e) => onKind(e.currentTarget.value)} w={220} />
      <TextInput
        label="Filtro"
        placeholder="Digite para filtrar"
        maxLength={200}
        value={text}
        error={error}
        inputMode={TEXT_KINDS.has(kind) ? 'text' : 'decimal'}
        onChange={(e) => onText(e.currentTarget.value)}
        w={280}
      />
      <Button variant="default" mt={25} onClick={onClear}>
        {messages.clearFilters}
      </Button>
    </Group>
  );
}
