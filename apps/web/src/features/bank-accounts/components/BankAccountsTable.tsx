import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { BankAccount } from '@clube/contract/bank-accounts';
import { applyMask, masks } from '../../../lib/masks';
import { editBankAccountUrl } from '../lib/urls';

const agencyOf = (a: BankAccount) => (a.Agency ? (a.AgencyDigit ? `${a.Agency}-${a.AgencyDigit}` : a.Agency) : '-');

/** Holder name, holder CPF (000.000.000-00), bank name, agency, and the edit link. */
export function BankAccountsTable({ accounts }: { accounts: BankAccount[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Titular</Table.Th>
            <Table.Th>CPF do Titular</Table.Th>
            <Table.Th>Banco</Table.Th>
            <Table.Th>Agência</Table.Th>
            <Table.Th aria-label="Ações" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.Id}>
              <Table.Td>{a.HolderName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{applyMask(masks.cpf, a.HolderCPF)}</Table.Td>
              <Table.Td>{a.BankName}</Table.Td>
              <Table.Td>{agencyOf(a)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={editBankAccountUrl(a.Id)}>
                  Editar
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
