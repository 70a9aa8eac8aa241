import { earningCategoryLabels } from '@clube/contract';
import type { DashboardCharts } from '@clube/contract/home';
import type { UserRankDetail } from '@clube/contract/career-plan';

/** Every day from `from` to `to` (yyyy-MM-dd), both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const d = new Date(`${from}T12:00:00Z`);
  for (let guard = 0; guard < 400; guard++) {
    const day = d.toISOString().slice(0, 10);
    if (day > to) break;
    days.push(day);
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** The earnings as the stacked bars want them: one row per day, one key per category label, and the categories present. */
export function earningsByDay(charts: DashboardCharts) {
  const categories = [...new Set(charts.Earnings.map((e) => e.Category))].sort((a, b) => a - b);
  const rows = daysBetween(charts.From, charts.To).map((day) => {
    const row: Record<string, string | number> = { day };
    for (const c of categories) row[earningCategoryLabels[c] ?? String(c)] = 0;
    for (const e of charts.Earnings) if (e.Day === day) row[earningCategoryLabels[e.Category] ?? String(e.Category)] = e.Value;
    return row;
  });
  // Sums in centavos: reais added as floats drift (0,1 + 0,2).
  const totalCents = charts.Earnings.reduce((s, e) => s + Math.round(e.Value * 100), 0);
  return { categories, rows, total: totalCents / 100 };
}

/** The next rank (the one whose progress the API sends), the current one, and how much of each requirement is met. */
export function rankProgress(ranks: UserRankDetail[]) {
  const current = ranks.find((r) => r.IsCurrentRank);
  const next = ranks.find((r) => r.Progress !== null);
  const requirements = (next?.Progress?.Requirements ?? []).map((r) => ({
    ...r,
    percent: r.Met || r.Need <= 0 ? 100 : Math.min(100, Math.floor((r.Have / r.Need) * 100)),
  }));
  const overall = requirements.length ? Math.floor(requirements.reduce((s, r) => s + r.percent, 0) / requirements.length) : 0;
  return { current, next, requirements, overall };
}
