import { useState } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@clube/contract/admin';
import { useAuthData } from '../../../lib/auth-storage';
import { DataTable } from '../../../ui/DataTable';
import { AuditTimeline, ConsolePage } from '../../admin';
import { staffQueryOptions } from '../api/staffQueryOptions';
import { CreateStaffModal } from '../components/CreateStaffModal';
import { StaffChangeModal, type StaffChange } from '../components/StaffChangeModal';
import { staffColumns } from '../components/staffColumns';

/**
 * /configurations/staff (Owner): the administrators and their roles; create one, change a role,
 * block or unblock, see each one's history (docs/admin.md#staff).
 */
export default function StaffPage() {
  const list = useQuery(staffQueryOptions());
  const auth = useAuthData();
  const [creating, setCreating] = useState(false);
  const [change, setChange] = useState<StaffChange | undefined>(undefined);
  const [history, setHistory] = useState<StaffMember | undefined>(undefined);
  const columns = staffColumns({
    selfUsername: auth?.Username,
    changeRole: (staff) => setChange({ kind: 'role', staff }),
    changeStatus: (staff) => setChange({ kind: 'status', staff }),
    history: setHistory,
  });
  return (
    <ConsolePage title="Equipe" action={<Button onClick={() => setCreating(true)}>Novo administrador</Button>}>
      <DataTable columns={columns} rows={list.data} rowKey={(s) => s.Id} minWidth={820} loading={list.isPending} />
      <CreateStaffModal opened={creating} onClose={() => setCreating(false)} />
      <StaffChangeModal change={change} onClose={() => setChange(undefined)} />
      <Drawer
        opened={!!history}
        onClose={() => setHistory(undefined)}
        position="right"
        size="lg"
        title={history ? `${history.Name} (${history.Username})` : ''}
      >
        {history && <AuditTimeline target={`user:${history.Id}`} />}
      </Drawer>
    </ConsolePage>
  );
}
