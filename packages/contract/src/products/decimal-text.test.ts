import { describe, expect, it } from 'vitest';
import { formatCommaDecimal, parseCommaDecimal } from './decimal-text';

describe('parseCommaDecimal', () => {
  it.each([
    ['1.234,56', 2, 123456],
    ['1234,56', 2, 123456],
    ['1234', 2, 123400],
    ['0,5', 2, 50],
    [' 10,00 ', 2, 1000],
    ['1.000.000', 2, 100000000],
    ['15,5', 1, 155],
    ['15', 1, 150],
    ['12,5', 2, 1250],
    ['1.500', 0, 1500],
  ])('%j with %i decimals -> %i', (text, decimals, expected) => {
    expect(parseCommaDecimal(text, decimals)).toBe(expected);
  });

  it.each([['1234.56'], ['1e12'], ['-3'], [''], ['abc'], ['1,234'], ['12.34'], ['1.23,4'], ['1,'], [',5'], ['1 234'], ['９'], ['9999999999999999']])(
    '%j is not a comma decimal',
    (text) => {
      expect(parseCommaDecimal(text, 2)).toBeUndefined();
    },
  );

  it('refuses more decimals than the field keeps', () => {
    expect(parseCommaDecimal('15,55', 1)).toBeUndefined();
    expect(parseCommaDecimal('1,5', 0)).toBeUndefined();
  });
});

describe('formatCommaDecimal', () => {
  it('writes what parseCommaDecimal reads', () => {
    expect(formatCommaDecimal(123456, 2)).toBe('1.234,56');
    expect(formatCommaDecimal(123400, 2, { keepZeros: true })).toBe('1.234,00');
    expect(formatCommaDecimal(155, 1)).toBe('15,5');
    expect(formatCommaDecimal(150, 1)).toBe('15');
    expect(formatCommaDecimal(5, 2, { keepZeros: true })).toBe('0,05');
    for (const n of [0, 1, 99, 100, 123456789]) expect(parseCommaDecimal(formatCommaDecimal(n, 2), 2)).toBe(n);
  });
});
