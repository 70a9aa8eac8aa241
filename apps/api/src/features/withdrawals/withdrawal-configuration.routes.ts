import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { adminUpdateWithdrawalConfiguration } from '@clube/contract/withdrawals';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import { updateWithdrawalConfiguration } from './withdrawal-configuration.service';

/** The console's 'Saques' settings tab (Owner): the withdrawal configuration (docs/club.md#withdrawals). */
export async function withdrawalConfigurationRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, adminUpdateWithdrawalConfiguration, async ({ body, user, req }) =>
    ok(await updateWithdrawalConfiguration(db(), auditActorOf(user, req), body!), messages.configurationsUpdated),
  );
}
