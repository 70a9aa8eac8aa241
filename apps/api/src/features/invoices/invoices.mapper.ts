import { centsToReais, invoiceStatusInfo, invoiceTypeLabels } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import type { invoices } from '../../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

/** Row -> wire Invoice (reais, labels and colour of the status). */
export function toInvoiceDto(r: InvoiceRow): Invoice {
  const status = invoiceStatusInfo[r.status] ?? { label: String(r.status), color: 'gray' };
  return {
    Id: r.id,
    Type: r.type,
    TypeFormatted: invoiceTypeLabels[r.type] ?? String(r.type),
    Description: r.description,
    Value: centsToReais(r.valueCents),
    DeliverValue: centsToReais(r.deliverValueCents),
    DueDate: r.dueDate,
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Token: r.token,
  };
}
