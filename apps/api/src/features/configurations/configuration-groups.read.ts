import {
  SC_BONIFICATION_CENTER_KEY,
  SC_GENERAL_KEY,
  SC_SHOPS_KEY,
  type SCBonificationCenter,
  type SCGeneral,
  type SCShops,
} from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import { groupValue } from './configuration-groups.repository';
import { readBonificationCenter, readGeneral, readShops } from './configuration-groups.service';

/** scGeneral as stored, with the defaults for what is not (never throws on a malformed row). */
export async function readSCGeneral(db: DbOrTx): Promise<SCGeneral> {
  return readGeneral(await groupValue(db, SC_GENERAL_KEY));
}

/** scShops as stored (CashbackPercentage, MinimumOrderValue in reais...); FreightTable unchecked. */
export async function readSCShops(db: DbOrTx): Promise<SCShops> {
  return readShops(await groupValue(db, SC_SHOPS_KEY));
}

/** scBonificationCenter as stored, with its defaults. */
export async function readSCBonificationCenter(db: DbOrTx): Promise<SCBonificationCenter> {
  return readBonificationCenter(await groupValue(db, SC_BONIFICATION_CENTER_KEY));
}
