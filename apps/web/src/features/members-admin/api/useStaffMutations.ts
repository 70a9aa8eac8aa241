import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminChangeStaffRole,
  adminChangeStaffStatus,
  adminCreateStaff,
  type ChangeStaffRoleRequest,
  type ChangeStaffStatusRequest,
  type CreateStaffRequest,
} from '@clube/contract/admin';
import { call } from '../../../lib/api';
import { adminKeys } from '../../admin';
import { adminStaffKeys } from './queryKeys';

/** After a change: the staff list and the audit timelines (a new row) are stale. */
function useInvalidateStaff() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: adminStaffKeys.all });
    void qc.invalidateQueries({ queryKey: adminKeys.audit });
  };
}

export function useCreateStaff() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: CreateStaffRequest) => call(adminCreateStaff, { body }), onSettled: invalidate });
}

/** A new role ends the administrator's sessions. */
export function useChangeStaffRole() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStaffRoleRequest }) => call(adminChangeStaffRole, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}

/** Block (with a reason, sessions end) or unblock. */
export function useChangeStaffStatus() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStaffStatusRequest }) => call(adminChangeStaffStatus, { params: { id: String(id) }, body }),
    onSettled: invalidate,
  });
}
