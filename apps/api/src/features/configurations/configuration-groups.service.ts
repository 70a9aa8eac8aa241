import { messages } from '@clube/contract';
import {
  checkFreightTable,
  readConfigurationGroup,
  SC_BONIFICATION_CENTER_KEY,
  SC_GENERAL_KEY,
  SC_SHOPS_KEY,
  SCBonificationCenter,
  SCGeneral,
  SCShops,
  type SCBonificationCenterView,
  type ContractView,
  type SCGeneralView,
  type SCShopsView,
} from '@clube/contract/configurations';
import type { Db, DbOrTx } from '../../db/client';
import { DEFAULT_FREIGHT_TABLE, FreightTableSchema } from '../../integrations/freight';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import { unprocessable } from '../../platform/errors';
import * as repo from './configuration-groups.repository';
import { currentContract, keepContractVersion } from './contract-versions';
import { unusableUnilevelIds } from './unilevels.repository';

const asObject = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** What the audit row of a group's write keeps: the group before and after, and anything else worth it. */
export interface GroupAudit {
  before: unknown;
  after: unknown;
  data?: unknown;
}

/**
 * One write of a group (docs/configuration.md#writes): the writers of the group take turns, the
 * new fields replace the stored ones (keys this version does not know are kept), and one audit row
 * `configuration:<key>`, in the same transaction, holds the actor, his IP and what `audit` makes
 * of the group before and after (the groups themselves, unless told: secrets must be masked).
 */
export async function writeGroup<T extends Record<string, unknown>>(
  db: Db,
  actor: AuditActor,
  key: string,
  read: (stored: unknown) => T,
  build: (tx: DbOrTx, before: T) => Promise<T>,
  audit: (before: T, after: T) => GroupAudit = (before, after) => ({ before, after }),
): Promise<T> {
  return db.transaction(async (tx) => {
    await repo.lockGroup(tx, key);
    const stored = await repo.groupValue(tx, key);
    const before = read(stored);
    const after = await build(tx, before);
    // An undefined field (a table set back to the default) leaves the JSON, as it should.
    await repo.saveGroupValue(tx, key, { ...asObject(stored), ...after });
    await writeAudit(tx, actor, { action: 'configuration.update', target: auditTarget('configuration', key), ...audit(before, after) });
    return after;
  });
}

export const readGeneral = (stored: unknown) => readConfigurationGroup(SCGeneral, stored);
export const readShops = (stored: unknown) => readConfigurationGroup(SCShops, stored);
export const readBonificationCenter = (stored: unknown) => readConfigurationGroup(SCBonificationCenter, stored);

// --- scGeneral -------------------------------------------------------------------------------

export async function getGeneral(db: DbOrTx): Promise<SCGeneralView> {
  return readGeneral(await repo.groupValue(db, SC_GENERAL_KEY));
}

/** The membership contract (scGeneral's ContractText, or its default), for the registration's link. */
export async function getContract(db: DbOrTx): Promise<ContractView> {
  const { Version, Text, Hash } = await currentContract(db);
  return { Text, Version, Hash };
}

/**
 * The version is the server's: a changed text gets the next one, and both texts are kept so that
 * every acceptance can be read as it was accepted (docs/privacy.md#consents).
 */
export async function updateGeneral(db: Db, actor: AuditActor, input: SCGeneral): Promise<SCGeneralView> {
  return writeGroup(db, actor, SC_GENERAL_KEY, readGeneral, async (tx, before) => {
    if (input.ContractText === before.ContractText) return { ...input, ContractVersion: before.ContractVersion };
    const ContractVersion = before.ContractVersion + 1;
    await keepContractVersion(tx, before.ContractVersion, before.ContractText);
    await keepContractVersion(tx, ContractVersion, input.ContractText);
    return { ...input, ContractVersion };
  });
}

// --- scShops ---------------------------------------------------------------------------------

export function shopsView(group: SCShops): SCShopsView {
  const table = FreightTableSchema.safeParse(group.FreightTable);
  return {
    FreightOriginZip: group.FreightOriginZip,
    FreightTable: table.success ? table.data : DEFAULT_FREIGHT_TABLE,
    FreightTableIsDefault: !table.success,
    MinimumOrderValue: group.MinimumOrderValue,
    CashbackPercentage: group.CashbackPercentage,
    MaxOpenOrdersPerBuyer: group.MaxOpenOrdersPerBuyer,
    MaxReservedUnitsPerBuyer: group.MaxReservedUnitsPerBuyer,
    Timer: group.Timer,
  };
}

export async function getShops(db: DbOrTx): Promise<SCShopsView> {
  return shopsView(readShops(await repo.groupValue(db, SC_SHOPS_KEY)));
}

/** The freight adapter's own check (docs/marketplace.md#freight): a malformed table is never stored. */
function checkedFreightTable(table: unknown) {
  if (table === null || table === undefined) return undefined;
  const checked = checkFreightTable(table);
  if (checked.success) return checked.data;
  throw unprocessable(Object.values(checked.errors)[0]![0]!, checked.errors);
}

export async function updateShops(db: Db, actor: AuditActor, input: SCShops): Promise<SCShopsView> {
  const FreightTable = checkedFreightTable(input.FreightTable);
  const after = await writeGroup(db, actor, SC_SHOPS_KEY, readShops, async () => ({ ...input, FreightTable }));
  return shopsView(after);
}

// --- scBonificationCenter --------------------------------------------------------------------

const UNILEVEL_FIELDS = [
  ['AdhesionUnilevelId', 'Adesão'],
  ['MonthlyPaymentUnilevelId', 'Mensalidade'],
  ['PlanChangeUnilevelId', 'Troca de Plano'],
  ['ProductsUnilevelId', 'Venda de Produtos'],
] as const;

export async function getBonificationCenter(db: DbOrTx): Promise<SCBonificationCenterView> {
  return readBonificationCenter(await repo.groupValue(db, SC_BONIFICATION_CENTER_KEY));
}

/** Every table named must exist and be Ativa (docs/configuration.md#scbonificationcenter). */
export async function updateBonificationCenter(db: Db, actor: AuditActor, input: SCBonificationCenter): Promise<SCBonificationCenterView> {
  return writeGroup(db, actor, SC_BONIFICATION_CENTER_KEY, readBonificationCenter, async (tx) => {
    const named = UNILEVEL_FIELDS.map(([field]) => input[field]).filter((id): id is number => id !== null);
    const unusable = new Set(await unusableUnilevelIds(tx, named));
    const errors: Record<string, string[]> = {};
    for (const [field, what] of UNILEVEL_FIELDS) {
      const id = input[field];
      if (id !== null && unusable.has(id)) errors[field] = [messages.bonificationUnilevelUnusable(what)];
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw unprocessable(first, errors);
    return input;
  });
}
