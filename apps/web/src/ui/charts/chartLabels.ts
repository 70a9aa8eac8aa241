/**
 * Axis labels without Intl: a chart's ticks are drawn from the wire's yyyy-MM-dd and yyyy-MM, and
 * building a date formatter costs a long task on a phone (docs/performance.md "Web").
 */
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** yyyy-MM-dd to dd/MM */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** yyyy-MM to 'nov/26' */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)}/${month.slice(2, 4)}`;

/** yyyy-MM-dd to dd/MM/yyyy */
export const fullDayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
