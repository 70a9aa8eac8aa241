import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { SCBonificationCenter } from './configuration-groups';

/** scBonificationCenter as answered: every field present, null when no table is chosen. */
export const SCBonificationCenterView = z.object({
  AdhesionUnilevelId: z.number().int().nullable(),
  MonthlyPaymentUnilevelId: z.number().int().nullable(),
  PlanChangeUnilevelId: z.number().int().nullable(),
  ProductsUnilevelId: z.number().int().nullable(),
  DynamicCompression: z.boolean(),
  OverdueInactiveDays: z.number().int(),
  OverdueCancelDays: z.number().int(),
  SubscriptionIssueDaysAhead: z.number().int(),
  /** Reais; null: no operation needs a second administrator's approval. */
  SecondApprovalAbove: z.number().nullable(),
  /** Hours over which the threshold adds up one administrator's (and one member's) operations. */
  SecondApprovalWindowHours: z.number().int(),
  /** Invoice types whose commissions and seller's credit wait out the right of withdrawal. */
  HeldInvoiceTypes: z.array(z.number().int()),
  HoldDays: z.number().int(),
  /** Percent: past this share of commissions from adhesions and fees, the compliance panel warns (docs/transparency.md). */
  FeeCommissionShareLimit: z.number().int(),
  Timer: z.number().int(),
});
export type SCBonificationCenterView = z.infer<typeof SCBonificationCenterView>;

/** Any signed-in user: the members' screens may explain when a member stops earning. */
export const getSCBonificationCenter = defineEndpoint({
  method: 'GET',
  path: '/api/configurations/getSCBonificationCenter',
  summary: 'Central de Bonificação (tabelas unilevel de adesão e mensalidade, compressão, prazos)',
  tags: ['configurations'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(SCBonificationCenterView),
});

/** The whole group: an absent field takes its default; every table named must exist and be active (422). */
export const UpdateSCBonificationCenterRequest = SCBonificationCenter.strict();
export type UpdateSCBonificationCenterRequest = z.input<typeof UpdateSCBonificationCenterRequest>;

/** Administrators only; audited with before and after. */
export const updateSCBonificationCenter = defineEndpoint({
  method: 'PUT',
  path: '/api/configurations/updateSCBonificationCenter',
  summary: 'Operador: altera a Central de Bonificação',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdateSCBonificationCenterRequest,
  response: envelope(SCBonificationCenterView),
});
