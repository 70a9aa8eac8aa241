import { Badge, Group } from '@mantine/core';
import type { IndicationUser, NetworkUser, SecondaryAccount } from '@clube/contract/network';
import { formatDateShort } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { RankName } from './RankName';

const status = {
  header: 'Status',
  cell: (u: { StatusFormatted: string; StatusColor: string }) => <StatusBadge label={u.StatusFormatted} color={u.StatusColor} />,
};

/** A level of the network: name, username, rank in its colour, phone, email, total of partners, status coloured. */
export const networkLevelColumns: DataTableColumn<NetworkUser>[] = [
  { header: 'Nome', cell: (u) => u.Name },
  { header: 'Usuário', cell: (u) => u.Username },
  { header: 'Rank', cell: (u) => <RankName rank={u.CareerPlanRank} /> },
  { header: 'Telefone', cell: (u) => u.Phone ?? '' },
  { header: 'Email', cell: (u) => u.Email },
  { header: 'Total de Parceiros', cell: (u) => u.DirectUsersCount },
  status,
];

/** Indications: name, username, email, registration date (dd/MM/yy), status coloured. */
export const indicationColumns: DataTableColumn<IndicationUser>[] = [
  { header: 'Nome', cell: (u) => u.Name },
  { header: 'Usuário', cell: (u) => u.Username },
  { header: 'Email', cell: (u) => u.Email },
  { header: 'Data de Cadastro', cell: (u) => formatDateShort(u.Created) },
  status,
];

/** Store clients: name, phone, email, registration date (dd/MM/yy). */
export const storeClientColumns: DataTableColumn<IndicationUser>[] = [
  { header: 'Nome', cell: (c) => c.Name },
  { header: 'Telefone', cell: (c) => c.PhoneOne ?? '' },
  { header: 'Email', cell: (c) => c.Email },
  { header: 'Data de Cadastro', cell: (c) => formatDateShort(c.Created) },
];

/** 'Minhas Contas': full name, user (the primary one marked), email, registration date (dd/MM/yy), status coloured. */
export const secondaryAccountColumns: DataTableColumn<SecondaryAccount>[] = [
  { header: 'Nome Completo', cell: (a) => a.Name },
  {
    header: 'Usuário',
    cell: (a) => (
      <Group gap={6} wrap="nowrap">
        {a.Username}
        {a.IsPrimary && (
          <Badge size="xs" variant="outline">
            Principal
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Email', cell: (a) => a.Email },
  { header: 'Data de Cadastro', cell: (a) => formatDateShort(a.Created) },
  status,
];
