import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  getContract,
  getSCBonificationCenter,
  getSCGeneral,
  getSCShops,
  updateSCBonificationCenter,
  updateSCGeneral,
  updateSCShops,
} from '@clube/contract/configurations';
import { auditActorOf } from '../../platform/audit';
import { ok, route } from '../../platform/route';
import * as groups from './configuration-groups.service';

/**
 * scGeneral, scShops and scBonificationCenter: read by any signed-in user, written by administrators
 * (Owner), each write audited with the actor's IP (docs/configuration.md#writes).
 */
export async function configurationGroupsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getSCGeneral, async () => ok(await groups.getGeneral(db())));
  // Open: the registration shows the contract before the visitor has an account.
  route(app, getContract, async () => ok(await groups.getContract(db())));
  route(app, updateSCGeneral, async ({ body, user, req }) =>
    ok(await groups.updateGeneral(db(), auditActorOf(user, req), body!), messages.configurationsUpdated),
  );

  route(app, getSCShops, async () => ok(await groups.getShops(db())));
  route(app, updateSCShops, async ({ body, user, req }) => ok(await groups.updateShops(db(), auditActorOf(user, req), body!), messages.configurationsUpdated));

  route(app, getSCBonificationCenter, async () => ok(await groups.getBonificationCenter(db())));
  route(app, updateSCBonificationCenter, async ({ body, user, req }) =>
    ok(await groups.updateBonificationCenter(db(), auditActorOf(user, req), body!), messages.configurationsUpdated),
  );
}
