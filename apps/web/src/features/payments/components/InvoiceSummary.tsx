import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Invoice } from '@clube/contract/entities';
import { formatBRL, formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { invoiceTotal } from '../lib/paymentRequest';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </Stack>
  );
}

/** The invoice being paid: what, how much (value plus delivery) and until when. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  return (
    <Paper withBorder p="md" role="region" aria-label="Fatura">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>
          Fatura #{invoice.Id} · {invoice.TypeFormatted}
        </Text>
        <StatusBadge label={invoice.StatusFormatted} color={invoice.StatusColor} />
      </Group>
      <Text mb="sm">{invoice.Description}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Field label="Valor">{formatBRL(invoice.Value)}</Field>
        <Field label="Entrega">{formatBRL(invoice.DeliverValue)}</Field>
        <Field label="Total">{formatBRL(invoiceTotal(invoice))}</Field>
        <Field label="Vencimento">{formatDate(invoice.DueDate)}</Field>
      </SimpleGrid>
    </Paper>
  );
}
