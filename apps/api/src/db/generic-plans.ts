import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rest of the transaction runs its prepared statements on PostgreSQL's generic plan. A
 * settlement's statements are of fixed shape (the postings over arrays of legs, the walk up the
 * sponsor chain), and their plans do not depend on the values; but the planner's estimate does
 * (the arrays' lengths), so it would plan each one afresh on every call: about 0.5 ms of the
 * database's time per posting and per walk, measured (docs/performance.md, "Busy day").
 */
export async function useGenericPlans(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
}
