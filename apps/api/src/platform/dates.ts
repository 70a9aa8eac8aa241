export const CLUB_TIME_ZONE = 'America/Sao_Paulo';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-MM-dd) of an instant in the club's time zone. */
export const dayInSaoPaulo = (at: Date = new Date()) => isoDay.format(at);

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
