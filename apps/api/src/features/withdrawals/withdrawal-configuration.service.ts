import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { writeGroup } from '../configurations';
import { parseConfiguration } from './withdrawal-rules';
import { WITHDRAWAL_CONFIGURATION_KEY, type UpdateWithdrawalConfigurationRequest, type WithdrawalConfiguration } from '@clube/contract/withdrawals';

/**
 * The club's withdrawal configuration written from the console (docs/club.md#withdrawals): the
 * whole group at once, as a configuration group is written (one audit row `configuration:withdrawal`
 * with before and after, in the same transaction). Nothing caches it: every withdrawal reads the
 * stored row, so the next request already follows the new rules.
 */
export async function updateWithdrawalConfiguration(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof UpdateWithdrawalConfigurationRequest>,
): Promise<WithdrawalConfiguration> {
  return writeGroup(db, actor, WITHDRAWAL_CONFIGURATION_KEY, parseConfiguration, async () => ({ ...input }));
}
