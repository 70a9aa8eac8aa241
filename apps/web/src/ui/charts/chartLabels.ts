/**
 * Axis labels without Intl: a chart's ticks are drawn from the wire's yyyy-MM-dd and yyyy-MM, and
 * building a date formatter costs a long task on a phone (docs/performance.md "Web").
 */
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** yyyy-MM-dd to dd/MM */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** yyyy-MM to 'nov/26' */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)}/${month.slice(2, 4)}`;

/** yyyy-MM-dd to dd/MM/yyyy: the lists' own day format, also Intl-free. */
export { isoToBrDate as fullDayLabel } from '../../lib/format';

const decimal = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

// A no-break space: Recharts wraps a tick at ordinary spaces.
const NBSP = '\u00a0';

/** An axis tick of money, short enough for a phone's axis: 'R$ 350', 'R$ 1,4 mil', 'R$ 2,5 mi'. */
export function moneyTick(reais: number): string {
  const abs = Math.abs(reais);
  const sign = reais < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}R$${NBSP}${decimal(abs / 1_000_000)}${NBSP}mi`;
  if (abs >= 1_000) return `${sign}R$${NBSP}${decimal(abs / 1_000)}${NBSP}mil`;
  return `${sign}R$${NBSP}${Math.round(abs)}`;
}
