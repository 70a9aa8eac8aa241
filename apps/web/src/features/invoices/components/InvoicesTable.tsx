import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { InvoiceStatus, messages } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { formatBRL, formatDateShort } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

export const paymentUrl = (token: string) => `/financial/payment?token=${encodeURIComponent(token)}`;

/** ID, type, description, value (with delivery), due date dd/MM/yy, coloured status; Pendente ones can be paid. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Valor</Table.Th>
            <Table.Th>Vencimento</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((i) => (
            <Table.Tr key={i.Id}>
              <Table.Td>{i.Id}</Table.Td>
              <Table.Td>{i.TypeFormatted}</Table.Td>
              <Table.Td>{i.Description}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBRL(Math.round((i.Value + i.DeliverValue) * 100) / 100)}</Table.Td>
              <Table.Td>{formatDateShort(i.DueDate)}</Table.Td>
              <Table.Td>
                <StatusBadge label={i.StatusFormatted} color={i.StatusColor} />
              </Table.Td>
              <Table.Td>
                {i.Status === InvoiceStatus.Pendente && (
                  <Anchor component={Link} to={paymentUrl(i.Token)} fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {messages.payInvoice}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
