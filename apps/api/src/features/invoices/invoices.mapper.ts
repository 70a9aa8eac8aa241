import { centsToReais, invoiceStatusInfo, invoiceTypeLabels } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import type { invoices } from '../../db/schema';

/** The columns the wire Invoice is made of (a full row or the JSON of the invoice page). */
export type InvoiceFields = Pick<
  typeof invoices.$inferSelect,
  'id' | 'type' | 'description' | 'valueCents' | 'deliverValueCents' | 'dueDate' | 'status' | 'token'
>;

/** Row -> wire Invoice (reais, labels and colour of the status). */
export function toInvoiceDto(r: InvoiceFields): Invoice {
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
