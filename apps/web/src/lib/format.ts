/**
 * Built on first use: each Intl formatter loads locale and time zone data, about 30 ms of main
 * thread on a phone, and a screen needs one or two of them, not all at import (docs/performance.md "Web").
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const TZ = 'America/Sao_Paulo';
const brl = once(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const dateLong = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' }));
const dateShort = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit', year: '2-digit' }));
const dateTime = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);
const timeMinutes = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }));
const percent = once(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }));

/**
 * Builds the money and date formatters in a task of their own, ahead of the render that needs
 * them: the first formatter of a page loads the locale's data, a long task on a phone when it
 * happens inside a render. A page that shows money calls it when it starts its reads.
 */
export function prepareFormats() {
  setTimeout(() => {
    brl();
    dateLong();
  }, 0);
}

/** Money from reais (the wire's unit) to 'R$ 1.234,56'. */
export const formatBRL = (reais: number | null | undefined) => brl().format(reais ?? 0);

/** A percentage as the wire sends it (2.5 = 2,5%) to '2,5%'. */
export const formatPercent = (value: number) => percent().format(value / 100);

function toDate(value: string | Date): Date {
  // A bare yyyy-MM-dd is a calendar day: show it as such, whatever the browser's zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00-03:00`);
  return new Date(value);
}

/** dd/MM/yyyy */
export const formatDate = (value: string | Date | null | undefined) => (value ? dateLong().format(toDate(value)) : '');
/** dd/MM/yyyy HH:mm:ss in São Paulo: when something happened (console lists, audit rows). */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dateTime().format(toDate(value)) : '');
/** 'dd/mm/aaaa hh:mm' in São Paulo (an export's link end, docs/privacy.md#export). */
export const formatDateTimeMinutes = (value: string | Date | null | undefined) =>
  value ? `${dateLong().format(toDate(value))} ${timeMinutes().format(toDate(value))}` : '';
/** dd/MM/yy */
export const formatDateShort = (value: string | Date | null | undefined) => (value ? dateShort().format(toDate(value)) : '');

/** dd/MM/yyyy (as typed in a mask) to yyyy-MM-dd, or undefined when not a real date. */
export function parseBrDate(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [, d, mo, y] = m;
  const iso = `${y}-${mo}-${d}`;
  const dt = new Date(`${iso}T12:00:00Z`);
  return dt.getUTCDate() === Number(d) && dt.getUTCMonth() + 1 === Number(mo) ? iso : undefined;
}

/** yyyy-MM-dd to dd/MM/yyyy */
export const isoToBrDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

/**
 * Money inputs are typed from the cents, as in banks' apps (docs/club.md#forms): the
 * digits typed are centavos, so 8990 reads 'R$ 89,90'. At most 13 digits (R$ 99.999.999.999,99),
 * far below where a number loses a centavo.
 */
export const MONEY_INPUT_MAX_DIGITS = 13;

/** Reais to the text of a money input: 'R$ 1.234,56' (plain space, always two decimals); '' when empty. */
export function formatMoneyInput(reais: number | string | null | undefined): string {
  if (reais === '' || reais === null || reais === undefined) return '';
  const n = typeof reais === 'number' ? reais : Number(reais);
  if (!Number.isFinite(n)) return '';
  const cents = String(Math.round(Math.abs(n) * 100)).padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${whole},${cents.slice(-2)}`;
}

/** What a money input holds after a keystroke: its digits read as centavos, in reais; '' when no digit is left. */
export function parseMoneyInput(text: string): number | '' {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_INPUT_MAX_DIGITS);
  if (digits === '') return '';
  return Number(digits) / 100;
}
