import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { readConfigurationGroup, SC_GENERAL_KEY, SCGeneral } from '@clube/contract/configurations';
import type { ContractVersionView } from '@clube/contract/privacy';
import type { DbOrTx } from '../../db/client';
import { contractVersions } from '../../db/schema';
import { groupValue } from './configuration-groups.repository';

/** SHA-256 (hex) of a contract's text: what an acceptance records (docs/privacy.md#consents). */
export const contractHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Keeps a version's text once (a version's text never changes, so a second write is a no-op). */
export async function keepContractVersion(tx: DbOrTx, version: number, text: string): Promise<void> {
  await tx
    .insert(contractVersions)
    .values({ version, text, textHash: contractHash(text) })
    .onConflictDoNothing();
}

/** The contract in force: scGeneral's text and version (kept in contract_versions the first time it is read). */
export async function currentContract(db: DbOrTx): Promise<ContractVersionView> {
  const general = readConfigurationGroup(SCGeneral, await groupValue(db, SC_GENERAL_KEY));
  return { Version: general.ContractVersion, Text: general.ContractText, Hash: contractHash(general.ContractText) };
}

/** The contract at `version`: the kept text, or the current one when that is the version asked; null when unknown. */
export async function contractAt(db: DbOrTx, version: number): Promise<ContractVersionView | null> {
  const [kept] = await db.select().from(contractVersions).where(eq(contractVersions.version, version));
  if (kept) return { Version: kept.version, Text: kept.text, Hash: kept.textHash };
  const current = await currentContract(db);
  return current.Version === version ? current : null;
}
