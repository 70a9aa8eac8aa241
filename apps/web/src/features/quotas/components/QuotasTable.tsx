import { Table } from '@mantine/core';
import type { InvestmentFundQuota } from '@clube/contract/quotas';

/** ID, fund name and quota count. */
export function QuotasTable({ quotas }: { quotas: InvestmentFundQuota[] }) {
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Fundo de Investimento</Table.Th>
            <Table.Th ta="right">Cotas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotas.map((q) => (
            <Table.Tr key={q.Id}>
              <Table.Td>{q.Id}</Table.Td>
              <Table.Td>{q.InvestmentFund.Name}</Table.Td>
              <Table.Td ta="right">{q.Quotas.toLocaleString('pt-BR')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
