import { Button, Group, Text } from '@mantine/core';
import { UserStatus } from '@clube/contract';
import type { StaffMember } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';

export interface StaffRowActions {
  /** The signed-in administrator: he acts on the others only. */
  selfUsername: string | undefined;
  changeRole: (s: StaffMember) => void;
  changeStatus: (s: StaffMember) => void;
  history: (s: StaffMember) => void;
}

export const staffColumns = (a: StaffRowActions): DataTableColumn<StaffMember>[] => [
  {
    header: 'Administrador',
    cell: (s) => (
      <>
        <Text size="sm">{s.Name}</Text>
        <Text size="xs" c="dimmed">
          {s.Username} · {s.Email}
        </Text>
      </>
    ),
  },
  { header: 'Papel', cell: (s) => s.RoleFormatted },
  { header: 'Situação', cell: (s) => <StatusBadge label={s.StatusFormatted} color={s.StatusColor} /> },
  { header: 'Último acesso', nowrap: true, cell: (s) => (s.LastAccessOn ? formatDateTime(s.LastAccessOn) : '—') },
  {
    header: '',
    ariaLabel: 'Ações',
    nowrap: true,
    cell: (s) => {
      const self = s.Username.toLowerCase() === a.selfUsername?.toLowerCase();
      const blocked = s.Status === UserStatus.Bloqueado;
      return (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => a.history(s)} aria-label={`Histórico de ${s.Username}`}>
            Histórico
          </Button>
          {!self && (
            <>
              <Button size="compact-xs" variant="default" onClick={() => a.changeRole(s)} aria-label={`Alterar papel de ${s.Username}`}>
                Alterar papel
              </Button>
              <Button
                size="compact-xs"
                variant="light"
                color={blocked ? 'green' : 'red'}
                onClick={() => a.changeStatus(s)}
                aria-label={`${blocked ? 'Desbloquear' : 'Bloquear'} ${s.Username}`}
              >
                {blocked ? 'Desbloquear' : 'Bloquear'}
              </Button>
            </>
          )}
        </Group>
      );
    },
  },
];
