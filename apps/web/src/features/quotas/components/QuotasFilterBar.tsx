import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { messages } from '@clube/contract';
import { quotaFilterLabels } from '@clube/contract/quotas';

const kindOptions = Object.entries(quotaFilterLabels).map(([value, label]) => ({ value, label }));

export interface QuotasFilterBarProps {
  kind: string;
  text: string;
  error?: string;
  onKind: (kind: string) => void;
  onText: (text: string) => void;
  onClear: () => void;
}

/** Filter kind (3 fund id, 4 fund name, 5 quota count), its text and 'Limpar filtros'. */
export function QuotasFilterBar({ kind, text, error, onKind, onText, onClear }: QuotasFilterBarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect label="Filtrar por" data={kindOptions} value={kind} onChange={(e) => onKind(e.currentTarget.value)} w={200} />
      <TextInput
        label="Filtro"
        placeholder="Digite para filtrar"
        maxLength={100}
        value={text}
        error={error}
        inputMode={kind === '4' ? 'text' : 'numeric'}
        onChange={(e) => onText(e.currentTarget.value)}
        w={280}
      />
      <Button variant="default" onClick={onClear}>
        {messages.clearFilters}
      </Button>
    </Group>
  );
}
