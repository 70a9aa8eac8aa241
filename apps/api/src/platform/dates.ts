import { CLUB_TIME_ZONE, clubToday } from '@clube/contract';

// The contract holds the club's zone and "today": request schemas bound dates by it (docs/api-wire.md, "Dates").
export { CLUB_TIME_ZONE };

/** The calendar day (yyyy-MM-dd) of an instant in the club's time zone. */
export const dayInSaoPaulo = (at: Date = new Date()) => clubToday(at);

/** Calendar arithmetic on yyyy-MM-dd days (UTC noon avoids DST edges). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Weekday of a day in the club's zone: 1 Sunday .. 7 Saturday (WithdrawDay's numbering). */
export function clubWeekday(at: Date = new Date()): number {
  return new Date(`${dayInSaoPaulo(at)}T12:00:00Z`).getUTCDay() + 1;
}

/**
 * The last instant of a day in the club's zone. Brazil has kept São Paulo at UTC−3 all year since
 * 2019 (no daylight saving), as the boleto's due time already assumes.
 */
export function endOfClubDay(day: string): Date {
  return new Date(`${day}T23:59:59.999-03:00`);
}
