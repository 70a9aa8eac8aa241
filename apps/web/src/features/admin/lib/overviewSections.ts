import { hasPermission, Permission } from '@clube/contract';

/** The console overview's texts (docs/charts.md#console); the placeholder and the charts share them. */
export const overviewTexts = {
  byStatus: 'Sócios por situação',
  newMembers: 'Novos sócios por dia (30 dias)',
  newMembersEmpty: 'Nenhum novo sócio nos últimos 30 dias.',
  money: 'Receita x bônus pagos (30 dias)',
  moneyEmpty: 'Nenhuma receita nem bônus nos últimos 30 dias.',
  withdrawals: 'Saques pendentes',
  jobs: 'Rotinas de hoje',
  jobsEmpty: 'Nenhuma rotina executada hoje.',
  membersEmpty: 'O clube ainda não tem sócios.',
  unavailable: 'Gráfico indisponível no momento.',
  compliance: 'Comissões: vendas x adesões e mensalidades (12 meses)',
  complianceEmpty: 'Nenhuma comissão nos últimos 12 meses.',
} as const;

export const OVERVIEW_CHART_HEIGHT = 220;

/** Which sections the API answers to this staff role, as overview.service.ts decides (the others come null). */
export const overviewSections = (roles: readonly number[] | undefined) => ({
  members: hasPermission(roles, Permission.CONSOLE_SUPPORT),
  money: hasPermission(roles, Permission.CONSOLE_FINANCE),
  jobs: hasPermission(roles, Permission.CONSOLE_OWNER),
  compliance: hasPermission(roles, Permission.CONSOLE_FINANCE),
});
