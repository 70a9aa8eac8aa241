import { EarningCategory } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';

/**
 * How one paid invoice's base is split into commission lines (docs/bonuses.md#commission-lines),
 * without the database: the repository reads the chain and the tables, this decides the lines.
 */

/** A unilevel table's version in force: percentages by level (index 0 = level 1), in basis points. */
export interface TableVersion {
  tableId: number;
  version: number;
  levelsBp: number[];
}

/** One sponsor above the source member: his distance (1 = the source's sponsor) and whether he earns. */
export interface ChainMember {
  id: number;
  distance: number;
  active: boolean;
}

/** A base to split: the whole invoice (item 0) or one sold item of an order. */
export interface BaseItem {
  itemId: number;
  baseCents: number;
  table: TableVersion | null;
  category: number;
}

export interface PlanInput {
  sourceUserId: number;
  items: BaseItem[];
  /** Nearest first; under compression it goes on until enough active members were found. */
  chain: ChainMember[];
  compression: boolean;
  /** Settled by the offline gateway: member lines are Simulado, never money. */
  simulated: boolean;
  /** B2B only: the buyer's cashback, in basis points of each item's base. */
  cashback?: { buyerId: number; buyerActive: boolean; bp: number };
}

export interface PlannedLine {
  sourceItemId: number;
  beneficiaryId: number | null;
  treeLevel: number;
  paidLevel: number;
  unilevelTableId: number | null;
  unilevelVersion: number | null;
  baseCents: number;
  percentageBp: number;
  amountCents: number;
  category: number;
  status: number;
  note: string | null;
}

/** Tables hold at most 10 levels (docs/bonuses.md#unilevel-tables). */
export const MAX_LEVELS = 10;

/** floor(base × bp / 10,000), exact for any base below R$ 1 bilhão (< 2^53 after the product). */
export const shareOf = (baseCents: number, bp: number) => Math.floor((baseCents * bp) / 10_000);

/** Who takes table level k (1-based): without compression the member at distance k; with it, the k-th active one. */
function seatOf(chain: ChainMember[], compression: boolean, level: number): { member?: ChainMember; note: string | null } {
  if (compression) {
    const member = chain.filter((m) => m.active)[level - 1];
    if (!member) return { note: 'no_upline' };
    return { member, note: member.distance === level ? null : 'compressed' };
  }
  const member = chain.find((m) => m.distance === level);
  if (!member) return { note: 'no_upline' };
  return member.active ? { member, note: null } : { note: 'inactive' };
}

/**
 * The lines of one invoice. Each level of the item's table gives one line: to the member who takes
 * it (Creditado, or Simulado for the offline gateway), or to the club (beneficiary null, Clube)
 * when that member is not active ('inactive') or the chain ended ('no_upline'). Amounts are rounded
 * down per line and never exceed what is left of the item's base, so the lines of an item (its
 * cashback included) never add up to more than its base. Lines of zero centavos are not written.
 */
export function planLines(input: PlanInput): PlannedLine[] {
  const memberStatus = input.simulated ? CommissionLineStatus.Simulado : CommissionLineStatus.Creditado;
  const lines: PlannedLine[] = [];
  for (const item of input.items) {
    let left = Math.max(0, item.baseCents);
    const levels = item.table?.levelsBp.slice(0, MAX_LEVELS) ?? [];
    levels.forEach((bp, i) => {
      const level = i + 1;
      const amount = Math.min(shareOf(item.baseCents, Math.max(0, bp)), left);
      if (amount <= 0) return;
      left -= amount;
      const seat = seatOf(input.chain, input.compression, level);
      lines.push({
        sourceItemId: item.itemId,
        beneficiaryId: seat.member?.id ?? null,
        treeLevel: seat.member?.distance ?? level,
        paidLevel: level,
        unilevelTableId: item.table!.tableId,
        unilevelVersion: item.table!.version,
        baseCents: item.baseCents,
        percentageBp: bp,
        amountCents: amount,
        category: item.category,
        status: seat.member ? memberStatus : CommissionLineStatus.Clube,
        note: seat.note,
      });
    });
    const cb = input.cashback;
    if (cb && cb.bp > 0) {
      const amount = Math.min(shareOf(item.baseCents, cb.bp), left);
      if (amount > 0) {
        left -= amount;
        lines.push({
          sourceItemId: item.itemId,
          beneficiaryId: cb.buyerActive ? cb.buyerId : null,
          treeLevel: 0,
          paidLevel: 0,
          unilevelTableId: null,
          unilevelVersion: null,
          baseCents: item.baseCents,
          percentageBp: cb.bp,
          amountCents: amount,
          category: EarningCategory.Cashback,
          status: cb.buyerActive ? memberStatus : CommissionLineStatus.Clube,
          note: cb.buyerActive ? null : 'inactive',
        });
      }
    }
  }
  return lines;
}

/** How many chain members the plan may need: the longest table's levels (with compression, that many active ones). */
export const levelsNeeded = (items: BaseItem[]) => Math.min(MAX_LEVELS, Math.max(0, ...items.map((i) => i.table?.levelsBp.length ?? 0)));
