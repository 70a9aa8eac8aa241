import { userStatusInfo, UserStatus } from '@clube/contract';

/** The member search's filters in the URL (docs/admin.md#console-lists). */
export const MEMBER_FILTER_KEYS = ['search', 'status', 'type'] as const;

const statusOrder = [UserStatus.Ativo, UserStatus.Pendente, UserStatus.Inativo, UserStatus.Bloqueado];

export const statusFilterOptions = [{ value: '', label: 'Todas' }, ...statusOrder.map((s) => ({ value: String(s), label: userStatusInfo[s]!.label }))];

export const typeFilterOptions = [
  { value: '', label: 'Sócios e clientes da loja' },
  { value: '2', label: 'Sócios' },
  { value: '3', label: 'Clientes da loja' },
];
