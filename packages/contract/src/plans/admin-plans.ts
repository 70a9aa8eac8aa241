import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { moneyOrZero, offerDescription, offerListFilters, offerName, positiveMoney } from '../common/offer-fields';
import { PagedRequest } from '../common/pagination';
import { Permission } from '../permissions';
import { idField } from '../storages/ids';
import { Plan } from '../entities';
import { PlanIdParams } from './plan-change';

/**
 * The console's plans (docs/admin.md#offers). A change never rewrites what was issued: every
 * invoice keeps its own value, so an edit applies to invoices issued afterwards.
 */
export const AdminPlan = Plan.extend({
  /** 1 Ativo (offered at registration and plan change), 0 Inativo (its members keep it). */
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  CreatedOn: z.string(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;

export const AdminGetAllPlansRequest = z.object({ ...PagedRequest, ...offerListFilters }).strict();
export type AdminGetAllPlansRequest = z.input<typeof AdminGetAllPlansRequest>;

export const adminGetAllPlans = defineEndpoint({
  method: 'POST',
  path: '/api/admin/plans/getAll',
  summary: 'Console: planos (ativos e inativos), por id',
  tags: ['plans', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: AdminGetAllPlansRequest,
  response: envelope(z.array(AdminPlan)),
});

const planFields = {
  Name: offerName(),
  Description: offerDescription(),
  /** The adhesion and plan-change invoices' value: more than zero. */
  Price: positiveMoney(messages.offerPriceRequired),
  /** 0: the plan issues no Mensalidade. */
  MonthlyPayment: moneyOrZero(messages.offerMonthlyPaymentRequired),
};

export const CreatePlanRequest = z.object(planFields).strict();
export type CreatePlanRequest = z.input<typeof CreatePlanRequest>;

export const adminCreatePlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/plans/createPlan',
  summary: 'Console: cria um plano (ativo)',
  tags: ['plans', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: CreatePlanRequest,
  response: envelope(AdminPlan),
});

export const UpdatePlanRequest = z.object({ Id: idField(messages.planIdInvalid), ...planFields }).strict();
export type UpdatePlanRequest = z.input<typeof UpdatePlanRequest>;

/** New values apply from now on: issued invoices (paid or pending) keep theirs. */
export const adminUpdatePlan = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/plans/updatePlan',
  summary: 'Console: altera um plano (vale para as faturas emitidas daqui em diante)',
  tags: ['plans', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  body: UpdatePlanRequest,
  response: envelope(AdminPlan),
});

/** No longer offered; its members keep it and its issued invoices can still be paid. */
export const adminDeactivatePlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/plans/:id/deactivate',
  summary: 'Console: inativa um plano (deixa de ser oferecido)',
  tags: ['plans', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: PlanIdParams,
  response: envelope(AdminPlan),
});

export const adminReactivatePlan = defineEndpoint({
  method: 'POST',
  path: '/api/admin/plans/:id/reactivate',
  summary: 'Console: reativa um plano',
  tags: ['plans', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  params: PlanIdParams,
  response: envelope(AdminPlan),
});
