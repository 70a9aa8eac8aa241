import { Table, Text } from '@mantine/core';
import type { Earning } from '@clube/contract/current-account';
import { formatBRL, formatDate } from '../../../lib/format';

/** Description, issue date (dd/MM/yyyy) and signed value in BRL; debits in red. */
export function EarningsTable({ earnings }: { earnings: Earning[] }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Data de Emissão</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.map((e, i) => (
            <Table.Tr key={`${e.Created}-${i}`}>
              <Table.Td>{e.Description}</Table.Td>
              <Table.Td>{formatDate(e.Created)}</Table.Td>
              <Table.Td ta="right">
                <Text span size="sm" fw={600} c={e.Value < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(e.Value)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
