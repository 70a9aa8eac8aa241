import { describe, expect, it } from 'vitest';
import { planLines, levelsNeeded, type ChainMember } from './commission-plan';

const table = (levelsBp: number[]) => ({ tableId: 7, version: 3, levelsBp });
const chain = (actives: boolean[]): ChainMember[] => actives.map((active, i) => ({ id: 100 + i + 1, distance: i + 1, active }));
const item = (baseCents: number, levelsBp: number[]) => ({ itemId: 0, baseCents, table: table(levelsBp), category: 2 });

describe('planLines (the split of one base, without the database)', () => {
  it('never pays more than the base, whatever the table says: the last levels get what is left', () => {
    const lines = planLines({
      sourceUserId: 1,
      items: [item(1_000, [6_000, 6_000, 1_000])],
      chain: chain([true, true, true]),
      compression: false,
      simulated: false,
    });
    expect(lines.map((l) => l.amountCents)).toEqual([600, 400]);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(1_000);
  });

  it('rounds each line down and writes no line of zero centavos', () => {
    const lines = planLines({
      sourceUserId: 1,
      items: [item(99, [150, 50, 0, 1_000])],
      chain: chain([true, true, true, true]),
      compression: false,
      simulated: false,
    });
    expect(lines.map((l) => [l.paidLevel, l.amountCents])).toEqual([
      [1, 1],
      [4, 9],
    ]);
  });

  it('under compression takes the k-th active upline for level k; without enough of them the club keeps the rest', () => {
    const lines = planLines({
      sourceUserId: 1,
      items: [item(10_000, [1_000, 1_000, 1_000])],
      chain: chain([false, true, false, true]),
      compression: true,
      simulated: false,
    });
    expect(lines.map((l) => [l.paidLevel, l.treeLevel, l.beneficiaryId, l.status, l.note])).toEqual([
      [1, 2, 102, 1, 'compressed'],
      [2, 4, 104, 1, 'compressed'],
      [3, 3, null, 3, 'no_upline'],
    ]);
  });

  it("marks member lines Simulado for an offline settlement; the club's lines stay Clube", () => {
    const lines = planLines({ sourceUserId: 1, items: [item(10_000, [1_000, 1_000])], chain: chain([true, false]), compression: false, simulated: true });
    expect(lines.map((l) => [l.beneficiaryId, l.status, l.note])).toEqual([
      [101, 2, null],
      [null, 3, 'inactive'],
    ]);
  });

  it("gives an inactive buyer's cashback to the club, and needs as many uplines as the longest table", () => {
    const lines = planLines({
      sourceUserId: 1,
      items: [item(1_000, [])],
      chain: [],
      compression: false,
      simulated: false,
      cashback: { buyerId: 1, buyerActive: false, bp: 500 },
    });
    expect(lines).toMatchObject([{ beneficiaryId: null, amountCents: 50, category: 5, status: 3, note: 'inactive', paidLevel: 0, treeLevel: 0 }]);
    expect(levelsNeeded([item(1, [1, 2, 3]), item(1, Array(12).fill(1)), { itemId: 2, baseCents: 1, table: null, category: 3 }])).toBe(10);
  });
});
