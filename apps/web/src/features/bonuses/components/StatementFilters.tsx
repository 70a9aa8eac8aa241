import { Button, Group, NativeSelect } from '@mantine/core';
import { earningCategoryLabels, GAIN_CATEGORIES, messages } from '@clube/contract';
import { DayField } from './DayField';
import { emptyStatementFilters, type StatementFilterValues } from '../lib/useStatementFilters';

/** The bonus categories (docs/club.md#wallet-and-earnings): the ones a commission line can have. */
const categoryOptions = [{ value: '', label: 'Todas' }, ...GAIN_CATEGORIES.map((c) => ({ value: String(c), label: earningCategoryLabels[c]! }))];

/** Period (first and last day, both included) and category of the statement, and 'Limpar filtros'. */
export function StatementFilters({
  value,
  onChange,
  periodInvalid,
}: {
  value: StatementFilterValues;
  onChange: (v: StatementFilterValues) => void;
  periodInvalid: boolean;
}) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DayField label="Data inicial" value={value.start} onChange={(start) => onChange({ ...value, start })} />
      <DayField
        label="Data final"
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        error={periodInvalid ? messages.bonusStatementPeriodInvalid : undefined}
      />
      <NativeSelect
        label="Categoria"
        data={categoryOptions}
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.currentTarget.value })}
        w={260}
      />
      <Button variant="default" mt={25} onClick={() => onChange(emptyStatementFilters)}>
        {messages.clearFilters}
      </Button>
    </Group>
  );
}
