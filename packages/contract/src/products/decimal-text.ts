/**
 * Numbers as the product form sends them (spec part 2 section 5: "Numbers in multipart uploads use a
 * comma as decimal separator"; money masks put dots between thousands): '1.234,56', '1234,56',
 * '1234' and '15,5' are read; '1234.56', '1e12', '-3' and '' are not.
 */
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d{1,15})(?:,(\d+))?$/;

/**
 * The value scaled by 10^decimals as an integer ('1.234,56' with 2 decimals -> 123456), or
 * undefined when the text is not a number of that form or has more decimals than allowed.
 */
export function parseCommaDecimal(text: string, decimals: number): number | undefined {
  const m = COMMA_DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const whole = m[1]!.replace(/\./g, '');
  const fraction = m[2] ?? '';
  if (fraction.length > decimals || whole.length > 15) return undefined;
  const scaled = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(scaled) ? scaled : undefined;
}

/** The inverse, for filling a form: 123456 with 2 decimals -> '1.234,56'; 155 with 1 -> '15,5'; 150 with 1 -> '15'. */
export function formatCommaDecimal(scaled: number, decimals: number, opts: { keepZeros?: boolean } = {}): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(Math.trunc(scaled))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let fraction = digits.slice(digits.length - decimals);
  if (!opts.keepZeros) fraction = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}
