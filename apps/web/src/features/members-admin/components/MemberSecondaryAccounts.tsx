import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMemberDetail } from '@clube/contract/admin';
import { formatDate } from '../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { memberPath } from './memberSearchColumns';

type Account = AdminMemberDetail['SecondaryAccounts'][number];

const columns: DataTableColumn<Account>[] = [
  {
    header: 'Conta',
    cell: (a) => (
      <Anchor component={Link} to={memberPath(a.Id)} size="sm">
        {a.Name} ({a.Username})
      </Anchor>
    ),
  },
  { header: 'E-mail', cell: (a) => a.Email },
  { header: 'Cadastro', cell: (a) => formatDate(a.Created) },
  { header: 'Situação', cell: (a) => <StatusBadge label={a.StatusFormatted} color={a.StatusColor} /> },
  { header: '', ariaLabel: 'Principal', cell: (a) => a.IsPrimary && <Badge variant="outline">Principal</Badge> },
];

/** 'Contas secundárias': the other accounts with the member's CPF; the CPF's first is the primary. */
export function MemberSecondaryAccounts({ accounts }: { accounts: AdminMemberDetail['SecondaryAccounts'] }) {
  return <DataTable columns={columns} rows={accounts} rowKey={(a) => a.Id} minWidth={640} />;
}
