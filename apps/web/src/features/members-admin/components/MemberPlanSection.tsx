import { Paper, Stack, Title } from '@mantine/core';
import type { AdminMemberDetail } from '@clube/contract/admin';
import { formatBRL, formatDate, formatDateTime } from '../../../lib/format';
import { DataTable } from '../../../ui/DataTable';
import { invoiceColumns } from '../../invoices';
import { InfoGrid } from './InfoGrid';

// The member's own invoice columns, without his 'Pagar' link: an operator does not pay for him.
const columns = invoiceColumns.filter((c) => c.ariaLabel !== 'Ações');

/** 'Plano e Faturas': the plan, an open plan change, and the 20 newest invoices. */
export function MemberPlanSection({ plan, invoices }: { plan: AdminMemberDetail['Plan']; invoices: AdminMemberDetail['LastInvoices'] }) {
  const change = plan.PendingChange;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <InfoGrid
          items={[
            ['Plano atual', plan.Current?.Name ?? 'Nenhum'],
            ['Desde', plan.StartedOn ? formatDateTime(plan.StartedOn) : '—'],
            [
              'Troca de plano pendente',
              change
                ? `${change.PlanName}: fatura #${change.Invoice.Id}, ${formatBRL(change.Invoice.Value)}, vence ${formatDate(change.Invoice.DueDate)}`
                : 'Nenhuma',
            ],
          ]}
        />
      </Paper>
      <Title order={5}>Últimas faturas</Title>
      <DataTable columns={columns} rows={invoices} rowKey={(i) => i.Id} minWidth={720} />
    </Stack>
  );
}
