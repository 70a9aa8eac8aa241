import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  getSCBonificationCenter,
  getSCGeneral,
  getSCShops,
  updateSCBonificationCenter,
  updateSCGeneral,
  updateSCShops,
} from '@clube/contract/configurations';
import { ok, route } from '../../platform/route';
import * as groups from './configuration-groups.service';

/** scGeneral, scShops and scBonificationCenter: read by any signed-in user, written by administrators (docs/configuration.md). */
export async function configurationGroupsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getSCGeneral, async () => ok(await groups.getGeneral(db())));
  route(app, updateSCGeneral, async ({ body, user }) => ok(await groups.updateGeneral(db(), user, body!), messages.configurationsUpdated));

  route(app, getSCShops, async () => ok(await groups.getShops(db())));
  route(app, updateSCShops, async ({ body, user }) => ok(await groups.updateShops(db(), user, body!), messages.configurationsUpdated));

  route(app, getSCBonificationCenter, async () => ok(await groups.getBonificationCenter(db())));
  route(app, updateSCBonificationCenter, async ({ body, user }) =>
    ok(await groups.updateBonificationCenter(db(), user, body!), messages.configurationsUpdated),
  );
}
