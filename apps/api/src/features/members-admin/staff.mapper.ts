import { staffRoleOf } from '@clube/contract';
import { staffRoleLabels, type StaffMember } from '@clube/contract/admin';
import { statusOf } from './members.mapper';
import type { StaffRow } from './staff.repository';

export function toStaffMember(r: StaffRow): StaffMember {
  const status = statusOf(r.status);
  const role = staffRoleOf(r.rolesIds) ?? null;
  return {
    Id: r.id,
    Name: r.name,
    Username: r.username,
    Email: r.email,
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Role: role,
    RoleFormatted: role ? staffRoleLabels[role] : 'Sem papel',
    CreatedOn: new Date(r.createdAt).toISOString(),
    LastAccessOn: r.lastAccessOn ? new Date(r.lastAccessOn).toISOString() : null,
  };
}
