import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { InvoiceStatus, messages } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { formatBRL, formatDateShort } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ReceiptButton } from '../../receipts';

export const paymentUrl = (token: string) => `/financial/payment?token=${encodeURIComponent(token)}`;

/** ID, type, description, value (with delivery), due date dd/MM/yy, coloured status; Pendente ones can be paid, paid ones have their receipt. */
export const invoiceColumns: DataTableColumn<Invoice>[] = [
  { header: 'ID', cell: (i) => i.Id },
  { header: 'Tipo', cell: (i) => i.TypeFormatted },
  { header: 'Descrição', cell: (i) => i.Description },
  { header: 'Valor', nowrap: true, cell: (i) => formatBRL(Math.round((i.Value + i.DeliverValue) * 100) / 100) },
  { header: 'Vencimento', cell: (i) => formatDateShort(i.DueDate) },
  { header: 'Status', cell: (i) => <StatusBadge label={i.StatusFormatted} color={i.StatusColor} /> },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (i) =>
      i.Status === InvoiceStatus.Pendente ? (
        <Anchor component={Link} to={paymentUrl(i.Token)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {messages.payInvoice}
        </Anchor>
      ) : (
        i.Status === InvoiceStatus.Pago && <ReceiptButton kind="invoice" id={i.Id} />
      ),
  },
];
