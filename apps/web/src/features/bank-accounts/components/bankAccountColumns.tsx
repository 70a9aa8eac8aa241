import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { BankAccount } from '@clube/contract/bank-accounts';
import { applyMask, masks } from '../../../lib/masks';
import type { DataTableColumn } from '../../../ui/DataTable';
import { editBankAccountUrl } from '../lib/urls';

const agencyOf = (a: BankAccount) => (a.Agency ? (a.AgencyDigit ? `${a.Agency}-${a.AgencyDigit}` : a.Agency) : '-');

/** Holder name, holder CPF (000.000.000-00), bank name, agency, and the edit link. */
export const bankAccountColumns: DataTableColumn<BankAccount>[] = [
  { header: 'Titular', cell: (a) => a.HolderName },
  { header: 'CPF do Titular', nowrap: true, cell: (a) => applyMask(masks.cpf, a.HolderCPF) },
  { header: 'Banco', cell: (a) => a.BankName },
  { header: 'Agência', cell: agencyOf },
  {
    header: '',
    ariaLabel: 'Ações',
    cell: (a) => (
      <Anchor component={Link} to={editBankAccountUrl(a.Id)}>
        Editar
      </Anchor>
    ),
  },
];
