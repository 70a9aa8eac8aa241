import { Button, Group, NativeSelect } from '@mantine/core';
import { invoiceStatusInfo, invoiceTypeLabels, messages } from '@clube/contract';

export interface InvoiceFilterValues {
  /** '' means every status. */
  status: string;
  /** '' means every type. */
  type: string;
}

export const emptyInvoiceFilters: InvoiceFilterValues = { status: '', type: '' };

const statusOptions = [{ value: '', label: 'Todos' }, ...Object.entries(invoiceStatusInfo).map(([value, s]) => ({ value, label: s.label }))];
const typeOptions = [{ value: '', label: 'Todos' }, ...Object.entries(invoiceTypeLabels).map(([value, label]) => ({ value, label }))];

/** Status and type filters of the invoices list, and 'Limpar filtros'. */
export function InvoiceFilters({ value, onChange, onClear }: { value: InvoiceFilterValues; onChange: (v: InvoiceFilterValues) => void; onClear: () => void }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect label="Status" data={statusOptions} value={value.status} onChange={(e) => onChange({ ...value, status: e.currentTarget.value })} w={180} />
      <NativeSelect label="Tipo" data={typeOptions} value={value.type} onChange={(e) => onChange({ ...value, type: e.currentTarget.value })} w={200} />
      <Button variant="default" onClick={onClear}>
        {messages.clearFilters}
      </Button>
    </Group>
  );
}
