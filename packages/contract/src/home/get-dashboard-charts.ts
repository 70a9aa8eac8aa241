import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { getDashboardChartsAddress } from './addresses';

/** How far back the dashboard's charts look (docs/charts.md#home). */
export const DASHBOARD_EARNINGS_DAYS = 30;
export const DASHBOARD_NETWORK_MONTHS = 12;

/** The net of one gain category on one club day (yyyy-MM-dd, America/Sao_Paulo), in reais; days and categories without movement are left out. */
export const DailyCategoryEarning = z.object({
  Day: z.string(),
  Category: z.number().int(),
  Value: z.number(),
});
export type DailyCategoryEarning = z.infer<typeof DailyCategoryEarning>;

/** Members who joined the caller's downline in one club month (yyyy-MM). */
export const MonthlyNewMembers = z.object({
  Month: z.string(),
  Count: z.number().int(),
});
export type MonthlyNewMembers = z.infer<typeof MonthlyNewMembers>;

export const DashboardCharts = z.object({
  /** The first and last day of the earnings window (today included). */
  From: z.string(),
  To: z.string(),
  Earnings: z.array(DailyCategoryEarning),
  /** Every month of the window, oldest first, the current one last (zeros included). */
  NewMembers: z.array(MonthlyNewMembers),
});
export type DashboardCharts = z.infer<typeof DashboardCharts>;

/**
 * Beyond the spec: the home's charts (docs/charts.md#home): the caller's gains of the last 30 days
 * by day and earning category, and his downline's new members per month over 12 months.
 */
export const getDashboardCharts = defineEndpoint({
  ...getDashboardChartsAddress,
  summary: 'Gráficos do início: ganhos dos últimos 30 dias por categoria e novos sócios da rede por mês',
  tags: ['home'],
  auth: true,
  permission: Permission.SIDE_HOME,
  response: envelope(DashboardCharts),
});
