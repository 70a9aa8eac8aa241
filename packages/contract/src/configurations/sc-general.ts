import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { SCGeneral } from './configuration-groups';

/** scGeneral as answered: every field present, null when not set. */
export const SCGeneralView = z.object({
  ClubName: z.string(),
  OfficeUrl: z.string().nullable(),
  MarketplaceUrl: z.string().nullable(),
  SupportEmail: z.string().nullable(),
  SupportPhone: z.string().nullable(),
  /** The contract a new member accepts (docs/configuration.md#scgeneral). */
  ContractText: z.string(),
  /** Bumped by the server when ContractText changes (docs/privacy.md#consents). */
  ContractVersion: z.number().int(),
  /** The 'Encarregado de dados' (docs/privacy.md#dpo). */
  DpoName: z.string().nullable(),
  DpoContact: z.string().nullable(),
  Timer: z.number().int(),
});
export type SCGeneralView = z.infer<typeof SCGeneralView>;

/** Any signed-in user: the members' screens show the club's name and support contacts. */
export const getSCGeneral = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/getSCGeneral',
  summary: 'Configurações gerais do clube (nome, endereços, contato do suporte)',
  tags: ['configurations'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(SCGeneralView),
});

/** The whole group: an absent field takes its default (docs/configuration.md#writes). */
export const UpdateSCGeneralRequest = SCGeneral.strict();
export type UpdateSCGeneralRequest = z.input<typeof UpdateSCGeneralRequest>;

/** Administrators only; audited with before and after. */
export const updateSCGeneral = defineEndpoint({
  method: 'PUT',
  path: '/api/configurations/updateSCGeneral',
  summary: 'Operador: altera as configurações gerais',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateSCGeneralRequest,
  response: envelope(SCGeneralView),
});
