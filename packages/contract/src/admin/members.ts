import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { PagedRequest } from '../common/pagination';
import { text } from '../common/text';
import { Invoice } from '../entities';
import { SecondaryAccount } from '../network/secondary-accounts';
import { Permission, type PermissionId } from '../permissions';

/** Path parameter of the member calls: a user id. */
export const MemberIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/**
 * pt-BR names of the member permission ids (MEMBER_ROLE_IDS), for the console's checkbox list
 * (docs/admin.md#members). The spec names the ids only in code.
 */
export const memberPermissionLabels: Partial<Record<PermissionId, string>> = {
  [Permission.SIDE_HOME]: 'Menu Início',
  [Permission.SIDE_REDE]: 'Menu Rede',
  [Permission.SIDE_FINANCEIRO]: 'Menu Financeiro',
  [Permission.SIDE_PEDIDOS]: 'Menu Pedidos',
  [Permission.SIDE_PLANOS]: 'Menu Planos',
  [Permission.REDE]: 'Minha Rede',
  [Permission.INDICACOES]: 'Indicações',
  [Permission.CLIENTES_LOJA]: 'Clientes da Loja',
  [Permission.CONTA_CORRENTE]: 'Conta Corrente',
  [Permission.CONTAS_BANCARIAS]: 'Contas Bancárias',
  [Permission.SAQUE]: 'Saques',
  [Permission.FATURAS]: 'Faturas',
  [Permission.TRANSFERENCIA]: 'Transferências',
  [Permission.PEDIDOS]: 'Pedidos e Loja',
  [Permission.PLANOS]: 'Planos',
  [Permission.ASSINATURAS]: 'Assinaturas',
  [Permission.COTAS]: 'Cotas',
  [Permission.PLANO_CARREIRA]: 'Plano de Carreira',
};

export const userTypeLabels: Record<number, string> = { 1: 'Administrador', 2: 'Sócio', 3: 'Cliente da Loja' };

export const AdminMembersRequest = z
  .object({
    ...PagedRequest,
    Filters: z
      .object({
        /** Name or e-mail (contains), username (starts with), CPF/CNPJ (digits, with or without mask). */
        Search: text().trim().max(100, messages.memberSearchTooLong).nullish(),
        Status: z.number().int().min(0).max(3).nullish(),
        /** 2 members, 3 store clients; absent: both. Administrators are never listed here. */
        Type: z.union([z.literal(2), z.literal(3)]).nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict();
export type AdminMembersRequest = z.input<typeof AdminMembersRequest>;

/** One row of the console's member search. Document is the CPF or CNPJ with the spec's mask. */
export const AdminMemberRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  PersonType: z.number().int(),
  Document: z.string().nullable(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  Type: z.number().int(),
  TypeFormatted: z.string(),
  SponsorUsername: z.string().nullable(),
  CreatedOn: z.string(),
  ActivatedOn: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRow>;

/** Members and store clients, newest first (PaginationFilter.OrderByDescending false: oldest first), 50 a page. */
export const adminGetAllMembers = defineEndpoint({
  method: 'POST',
  path: '/api/admin/members/getAll',
  summary: 'Console: busca de sócios e clientes da loja (50 por página)',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  body: AdminMembersRequest,
  response: envelope(z.array(AdminMemberRow)),
});

const UserRef = z.object({ Id: z.number().int(), Name: z.string(), Username: z.string() });

export const AdminMemberDetail = z.object({
  Profile: AdminMemberRow.extend({
    Birthday: z.string().nullable(),
    PhoneOne: z.string().nullable(),
    PhoneTwo: z.string().nullable(),
    StateInscription: z.string().nullable(),
    MunicipalInscription: z.string().nullable(),
    LastAccessOn: z.string().nullable(),
    AccessCount: z.number().int(),
    RolesIds: z.array(z.number().int()),
    UserNeedsRelogin: z.boolean(),
    /** Open sessions (not ended, not expired) on the server. */
    SessionsCount: z.number().int(),
  }),
  Network: z.object({
    Sponsor: UserRef.nullable(),
    /** The sponsor chain from the top down; Level is how many levels above the member (1 = sponsor). */
    Upline: z.array(UserRef.extend({ Level: z.number().int() })),
    /** Levels above the member in all: more than Upline holds when the chain is very deep. */
    UplineDepth: z.number().int(),
    DirectUsersCount: z.number().int(),
    NetworkSize: z.number().int(),
  }),
  Plan: z.object({
    Current: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
    StartedOn: z.string().nullable(),
    /** The open plan change (invoice type 3 Pendente) and the plan it asks for. */
    PendingChange: z.object({ PlanId: z.number().int(), PlanName: z.string(), Invoice }).nullable(),
  }),
  /** The 20 newest invoices. */
  LastInvoices: z.array(Invoice),
  /** The current account's balance, in reais. */
  Balance: z.number(),
  /** The other accounts with the member's CPF (the first 50); IsPrimary marks the CPF's first account. */
  SecondaryAccounts: z.array(SecondaryAccount),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetail>;

/** A member's (or store client's) console page; an administrator's id answers 404. */
export const adminGetMember = defineEndpoint({
  method: 'GET',
  path: '/api/admin/members/:id',
  summary: 'Console: dados, rede, plano, faturas, saldo e contas secundárias de um sócio',
  tags: ['admin'],
  auth: true,
  permission: Permission.CONSOLE_SUPPORT,
  adminOnly: true,
  params: MemberIdParams,
  response: envelope(AdminMemberDetail),
});
