import { StaffRole } from '@clube/contract';
import { staffRoleLabels } from '@clube/contract/admin';

/** The staff roles for a select, with their pt-BR names (docs/admin.md#staff-roles). */
export const roleOptions = Object.values(StaffRole).map((r) => ({ value: r, label: staffRoleLabels[r] }));
