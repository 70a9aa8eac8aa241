import { describe, expect, it } from 'vitest';
import { dayLabel, fullDayLabel, monthLabel, moneyTick } from '../charts/chartLabels';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('chart labels', () => {
  it("cuts the wire's days and months without Intl", () => {
    expect(dayLabel('2026-11-07')).toBe('07/11');
    expect(fullDayLabel('2026-11-07')).toBe('07/11/2026');
    expect(monthLabel('2026-01')).toBe('jan/26');
    expect(monthLabel('2025-12')).toBe('dez/25');
  });

  it('shortens money ticks for a phone, with spaces that do not break', () => {
    expect(plain(moneyTick(350.4))).toBe('R$ 350');
    expect(plain(moneyTick(1400))).toBe('R$ 1,4 mil');
    expect(plain(moneyTick(2_500_000))).toBe('R$ 2,5 mi');
    expect(plain(moneyTick(-1000))).toBe('-R$ 1 mil');
    expect(moneyTick(1400)).not.toContain(' ');
  });
});
