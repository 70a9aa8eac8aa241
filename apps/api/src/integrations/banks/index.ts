import { createRequire } from 'node:module';
import type { Bank } from '@clube/contract/bank-accounts';

/** The fields we read of a `bancos-brasileiros` entry (the package ships the BCB's list as JSON). */
interface BancosBrasileirosEntry {
  COMPE?: string | null;
  LongName?: string | null;
  ShortName?: string | null;
}

let cache: { list: Bank[]; byCode: Map<string, Bank> } | undefined;

function load() {
  if (cache) return cache;
  const raw = createRequire(import.meta.url)('bancos-brasileiros') as BancosBrasileirosEntry[];
  const byCode = new Map<string, Bank>();
  for (const entry of raw) {
    const code = entry.COMPE?.trim() ?? '';
    // Only banks with a COMPE code can be named in a TED/DOC; institutions without one are left out.
    if (!/^\d{3}$/.test(code) || byCode.has(code)) continue;
    const name = (entry.LongName || entry.ShortName || '').trim();
    if (name) byCode.set(code, { Code: code, Name: name });
  }
  const list = [...byCode.values()].sort((a, b) => a.Code.localeCompare(b.Code));
  cache = { list, byCode };
  return cache;
}

/** Every bank with a COMPE code, ordered by code; read once from the package and kept in memory. */
export function allBanks(): readonly Bank[] {
  return load().list;
}

export function findBank(code: string): Bank | undefined {
  return load().byCode.get(code);
}
