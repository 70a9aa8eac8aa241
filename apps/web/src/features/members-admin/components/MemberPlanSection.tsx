import { useState } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { hasPermission, InvoiceStatus, messages, Permission } from '@clube/contract';
import type { AdminMemberDetail } from '@clube/contract/admin';
import type { Invoice } from '@clube/contract/entities';
import { useAuthData } from '../../../lib/auth-storage';
import { formatBRL, formatDate, formatDateTime } from '../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { invoiceColumns } from '../../invoices';
import { CancelPendingInvoiceModal } from './CancelPendingInvoiceModal';
import { InfoGrid } from './InfoGrid';

// The member's own invoice columns, without his 'Pagar' link: an operator does not pay for him.
const columns = invoiceColumns.filter((c) => c.ariaLabel !== 'Ações');

/** Finance may cancel a pending invoice (docs/payments.md#cancelling-a-pending-invoice). */
const cancelColumn = (onCancel: (invoice: Invoice) => void): DataTableColumn<Invoice> => ({
  header: '',
  ariaLabel: 'Ações',
  cell: (i) =>
    i.Status === InvoiceStatus.Pendente && (
      <Button size="compact-xs" variant="light" color="red" onClick={() => onCancel(i)} aria-label={`${messages.invoiceCancelButton} #${i.Id}`}>
        {messages.invoiceCancelButton}
      </Button>
    ),
});

/** 'Plano e Faturas': the plan, an open plan change, and the 20 newest invoices. */
export function MemberPlanSection({ plan, invoices }: { plan: AdminMemberDetail['Plan']; invoices: AdminMemberDetail['LastInvoices'] }) {
  const change = plan.PendingChange;
  const finance = hasPermission(useAuthData()?.RolesIds, Permission.CONSOLE_FINANCE);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
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
      <DataTable columns={finance ? [...columns, cancelColumn(setCancelling)] : columns} rows={invoices} rowKey={(i) => i.Id} minWidth={720} />
      <CancelPendingInvoiceModal invoice={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
