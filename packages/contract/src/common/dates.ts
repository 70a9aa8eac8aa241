import { z } from 'zod';
import { text } from './text';

/**
 * Every date a request carries goes through one of these schemas, each with a range that fits its
 * meaning (docs/api-wire.md, "Dates"): a value out of range is a 400 with the field's pt-BR
 * message, never a value PostgreSQL refuses (year 0, year 10000) and so never a 500.
 */

/** The club's calendar (docs/club.md): "today" is the day in São Paulo. */
export const CLUB_TIME_ZONE = 'America/Sao_Paulo';
/** The earliest day any date may name (a birthday, a filter). */
export const EARLIEST_DAY = '1900-01-01';
/** The latest day a filter may name. */
export const LATEST_DAY = '2100-12-31';
/** No record of the club (a view, a payment, an export) predates this day. */
export const CLUB_RECORDS_START_DAY = '2000-01-01';
/** Clocks of browsers drift: an instant stamped a little ahead of the server is still accepted. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today (yyyy-MM-dd) in the club's time zone. */
export const clubToday = (now: Date = new Date()) => dayFormat.format(now);

/** yyyy-MM-dd, or dd/MM/yyyy when `brazilian` is allowed, to yyyy-MM-dd when it names a real day; otherwise undefined. */
export function parseDay(value: string, { brazilian = false }: { brazilian?: boolean } = {}): string | undefined {
  const t = value.trim();
  const br = brazilian ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t) : null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return undefined;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0..99 as 1900..1999.
  const day = new Date(0);
  day.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  if (day.getUTCFullYear() !== Number(y) || day.getUTCMonth() + 1 !== Number(m) || day.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}

/** A bound of a range of days: a fixed day, or 'today' (the club's, read at each check). */
export type DayBound = string | 'today';
const dayOf = (bound: DayBound) => (bound === 'today' ? clubToday() : bound);

/** Whether a yyyy-MM-dd day lies in [min, max]. */
export const dayWithin = (day: string, min: DayBound, max: DayBound) => day >= dayOf(min) && day <= dayOf(max);

/** A yyyy-MM-dd string that names a real calendar day between EARLIEST_DAY and LATEST_DAY. */
export function isCalendarDay(value: string): boolean {
  const day = parseDay(value);
  return day !== undefined && dayWithin(day, EARLIEST_DAY, LATEST_DAY);
}

interface DayOptions {
  /** The field's pt-BR message for any bad value (shape, calendar, range). */
  error: string;
  min?: DayBound;
  max?: DayBound;
  /** Also accept dd/MM/yyyy (typed birthdays); the value stays as sent, the server reads it with parseDay. */
  brazilian?: boolean;
  /** Also accept '' (a field the server may leave empty). */
  allowEmpty?: boolean;
}

/** A calendar day (yyyy-MM-dd; dd/MM/yyyy too with `brazilian`) within [min, max], 1900..2100 unless said. */
export function calendarDay({ error, min = EARLIEST_DAY, max = LATEST_DAY, brazilian = false, allowEmpty = false }: DayOptions) {
  return text({ error })
    .trim()
    .max(20, error)
    .refine((v) => {
      if (v === '' && allowEmpty) return true;
      const day = parseDay(v, { brazilian });
      return day !== undefined && dayWithin(day, min, max);
    }, error);
}

/** A birthday as typed (dd/MM/yyyy or yyyy-MM-dd), from 1900 up to today; empty or absent where the server allows it. */
export const birthdayText = (error: string) => calendarDay({ error, min: EARLIEST_DAY, max: 'today', brazilian: true, allowEmpty: true }).nullish();

interface InstantOptions {
  error: string;
  /** Earliest accepted instant: the start of CLUB_RECORDS_START_DAY (UTC) unless said. */
  min?: string;
  /** How far ahead of the server's clock an instant may be (CLOCK_TOLERANCE_MS unless said). */
  maxAheadMs?: number;
}

/** An ISO 8601 instant with its offset (2026-11-27T09:30:00Z, …-03:00) between `min` and now (plus the clock tolerance). */
export function instant({ error, min = `${CLUB_RECORDS_START_DAY}T00:00:00Z`, maxAheadMs = CLOCK_TOLERANCE_MS }: InstantOptions) {
  const earliest = new Date(min).getTime();
  return text({ error })
    .max(40, error)
    .pipe(z.iso.datetime({ offset: true, error }))
    .refine((v) => {
      const at = new Date(v).getTime();
      return at >= earliest && at <= Date.now() + maxAheadMs;
    }, error);
}
