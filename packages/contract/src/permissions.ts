/** Permission (role) ids of the spec. A user holds a permission when its id is in RolesIds. */
export const Permission = {
  SIDE_CONFIGS: -6,
  SIDE_PLANOS: -5,
  SIDE_PEDIDOS: -4,
  SIDE_FINANCEIRO: -3,
  SIDE_REDE: -2,
  SIDE_HOME: -1,
  REDE: 1,
  INDICACOES: 2,
  CLIENTES_LOJA: 3,
  CONTA_CORRENTE: 4,
  CONTAS_BANCARIAS: 5,
  SAQUE: 6,
  FATURAS: 7,
  TRANSFERENCIA: 8,
  PEDIDOS: 9,
  SUPORTES: 10,
  PLANOS: 11,
  ASSINATURAS: 12,
  COTAS: 13,
  PLANO_CARREIRA: 14,
  /**
   * Staff permission ids of the admin console (docs/admin.md#staff-roles), outside the spec's
   * range: a staff role is a set of them, held by an Administrator (UserType 1).
   */
  CONSOLE_OWNER: 100,
  CONSOLE_FINANCE: 101,
  CONSOLE_CATALOG: 102,
  CONSOLE_SUPPORT: 103,
} as const;

export type PermissionName = keyof typeof Permission;
export type PermissionId = (typeof Permission)[PermissionName];

/** docs/club.md#permissions: what a new member gets, and what an Administrator has. */
export const MEMBER_ROLE_IDS: PermissionId[] = [-1, -2, -3, -4, -5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14];
/**
 * docs/club.md#permissions: a store client (UserType 3) sees his home, the financial menu and his
 * invoices with their payment page; nothing of the network, the wallet or the members' shop.
 */
export const STORE_CLIENT_ROLE_IDS: PermissionId[] = [-1, -3, 7];
export const ADMIN_ROLE_IDS: PermissionId[] = Object.values(Permission).sort((a, b) => a - b);

/** The console's staff ids: only an Owner grants or revokes them (docs/admin.md#staff-roles). */
export const STAFF_PERMISSION_IDS: PermissionId[] = [
  Permission.CONSOLE_OWNER,
  Permission.CONSOLE_FINANCE,
  Permission.CONSOLE_CATALOG,
  Permission.CONSOLE_SUPPORT,
];

export const StaffRole = { Owner: 'Owner', Finance: 'Finance', Catalog: 'Catalog', Support: 'Support' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

/**
 * docs/admin.md#staff-roles: each staff role's role ids. An Owner holds everything (the first
 * administrator is one); the others see Home, 'Configurações' and their own part of the console.
 */
export const STAFF_ROLE_IDS: Record<StaffRole, PermissionId[]> = {
  Owner: ADMIN_ROLE_IDS,
  Finance: [Permission.SIDE_HOME, Permission.SIDE_CONFIGS, Permission.CONSOLE_FINANCE],
  Catalog: [Permission.SIDE_HOME, Permission.SIDE_CONFIGS, Permission.CONSOLE_CATALOG],
  Support: [Permission.SIDE_HOME, Permission.SIDE_CONFIGS, Permission.SUPORTES, Permission.CONSOLE_SUPPORT],
};

/** The staff role whose ids a user holds, from the widest; undefined for a member. */
export function staffRoleOf(rolesIds: readonly number[]): StaffRole | undefined {
  if (rolesIds.includes(Permission.CONSOLE_OWNER)) return StaffRole.Owner;
  if (rolesIds.includes(Permission.CONSOLE_FINANCE)) return StaffRole.Finance;
  if (rolesIds.includes(Permission.CONSOLE_CATALOG)) return StaffRole.Catalog;
  if (rolesIds.includes(Permission.CONSOLE_SUPPORT)) return StaffRole.Support;
  return undefined;
}

export function hasPermission(rolesIds: readonly number[] | undefined, id: PermissionId): boolean {
  if (id === Permission.SIDE_HOME) return true;
  return !!rolesIds?.includes(id);
}

/** Route -> permission table of the web (spec part 1 section 2, part 2 section 2). */
export const routePermissions: Record<string, PermissionId | null> = {
  '/': Permission.SIDE_HOME,
  '/login': null,
  '/register/:username': null,
  '/accessToken': null,
  '/reset-password': null,
  '/account-link': null,
  '/my-profile': Permission.SIDE_HOME,
  '/my-profile/adresses/new': Permission.SIDE_HOME,
  '/my-profile/adresses/edit': Permission.SIDE_HOME,
  '/financial': Permission.SIDE_FINANCEIRO,
  '/financial/invoices': Permission.FATURAS,
  '/financial/payment': Permission.FATURAS,
  '/financial/current-account': Permission.CONTA_CORRENTE,
  '/financial/bank-accounts': Permission.CONTAS_BANCARIAS,
  '/financial/bank-accounts/new': Permission.CONTAS_BANCARIAS,
  '/financial/bank-accounts/edit': Permission.CONTAS_BANCARIAS,
  '/financial/withdrawals': Permission.SAQUE,
  '/financial/transfers': Permission.TRANSFERENCIA,
  '/financial/transfers/new': Permission.TRANSFERENCIA,
  '/financial/quotas': Permission.TRANSFERENCIA,
  /** 'Extrato de Bônus' (docs/bonuses.md#bonus-statement): the member's commission lines. */
  '/financial/bonus-statement': Permission.CONTA_CORRENTE,
  /** A receipt ('Comprovante', docs/payments.md#receipts): each member reads only his own. */
  '/financial/receipts/:kind/:id': Permission.SIDE_FINANCEIRO,
  '/network': Permission.SIDE_REDE,
  '/network/my-network': Permission.REDE,
  '/network/indications': Permission.INDICACOES,
  '/network/store-clients': Permission.CLIENTES_LOJA,
  '/network/secondary-accounts': Permission.REDE,
  '/network/career-plan': Permission.REDE,
  '/marketplace': Permission.SIDE_PEDIDOS,
  '/marketplace/shop': Permission.PEDIDOS,
  '/marketplace/orders': Permission.PEDIDOS,
  '/marketplace/products': Permission.PEDIDOS,
  '/marketplace/products/new': Permission.PEDIDOS,
  '/marketplace/products/edit': Permission.PEDIDOS,
  '/marketplace/products/stocks': Permission.PEDIDOS,
  '/marketplace/dist-centers/details': Permission.PEDIDOS,
  /** A member's public store (docs/marketplace.md#public-store): visitors browse and sign up there. */
  '/store/:username': null,
  /** The club's published income disclosures (docs/transparency.md): open to anyone, signed in or not. */
  '/transparencia': null,
  '/plans': Permission.SIDE_PLANOS,
  '/plans/system-plans': Permission.PLANOS,
  '/plans/subscriptions': Permission.ASSINATURAS,
  '/configurations': Permission.SIDE_CONFIGS,
  /** The admin console (docs/admin.md): administrators sign in apart, with UserType 1. */
  '/admin/login': null,
  '/admin/two-factor': Permission.SIDE_HOME,
  '/configurations/members': Permission.CONSOLE_SUPPORT,
  '/configurations/members/:id': Permission.CONSOLE_SUPPORT,
  '/configurations/staff': Permission.CONSOLE_OWNER,
  '/configurations/withdrawals': Permission.CONSOLE_FINANCE,
  '/configurations/money': Permission.CONSOLE_FINANCE,
  '/configurations/transparency': Permission.CONSOLE_FINANCE,
  '/configurations/products': Permission.CONSOLE_CATALOG,
  '/configurations/plans': Permission.CONSOLE_OWNER,
  '/configurations/subscriptions': Permission.CONSOLE_OWNER,
  '/configurations/career-plan': Permission.CONSOLE_OWNER,
  '/configurations/funds': Permission.CONSOLE_OWNER,
  '/configurations/unilevels': Permission.CONSOLE_OWNER,
  '/configurations/settings': Permission.CONSOLE_OWNER,
  '/configurations/notifications': Permission.CONSOLE_SUPPORT,
  '/configurations/outbox': Permission.CONSOLE_SUPPORT,
  '/configurations/privacy-requests': Permission.CONSOLE_SUPPORT,
  '/configurations/jobs': Permission.CONSOLE_OWNER,
  '/configurations/audit': Permission.CONSOLE_OWNER,
};
