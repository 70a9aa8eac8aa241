import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  confirmAccountLink,
  confirmAccountLinkByToken,
  getAccountLinkRequests,
  getAllIndications,
  getAllNetworkUsers,
  getNetwork,
  getNetworkChilds,
  getSecondaryAccounts,
  refuseAccountLink,
} from '@clube/contract/network';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as service from './network.service';
import * as links from './account-links.service';

/** The network area: tree, levels, indications, store clients and secondary accounts. */
export async function networkRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getNetwork, async ({ body, user }) => ok(await service.getNetwork(db(), user.id, body)));

  route(app, getNetworkChilds, async ({ body, user }) => {
    const { data, pagination } = await service.getNetworkChilds(db(), user.id, body);
    return okPaged(data, pagination);
  });

  route(app, getAllNetworkUsers, async ({ query, user }) => {
    const { data, pagination } = await service.getLevel(db(), user.id, query);
    return okPaged(data, pagination);
  });

  route(app, getAllIndications, async ({ body, user }) => {
    const { data, pagination } = await service.listIndications(db(), user, body);
    return okPaged(data, pagination);
  });

  route(app, getSecondaryAccounts, async ({ body, user }) => {
    const { data, pagination } = await service.listSecondaryAccounts(db(), user.id, body);
    return okPaged(data, pagination);
  });

  // Linking a new account of the same CPF/CNPJ: only its primary answers (docs/accounts.md#linked-accounts).
  route(app, getAccountLinkRequests, async ({ user }) => ok(await links.listLinkRequests(db(), user.id)));
  route(app, confirmAccountLink, async ({ params, user, req }) => {
    await links.decideLinkRequest(db(), auditActorOf(user, req), params!.id, 'confirm');
    return ok(null, messages.accountLinkConfirmed);
  });
  route(app, refuseAccountLink, async ({ params, user, req }) => {
    await links.decideLinkRequest(db(), auditActorOf(user, req), params!.id, 'refuse');
    return ok(null, messages.accountLinkRefused);
  });
  // Open to visitors (the link is the proof): limited per address like the password reset.
  route(
    app,
    confirmAccountLinkByToken,
    async ({ body, req }) => {
      await links.confirmLinkByToken(db(), req.ip, body!.Token);
      return ok(null, messages.accountLinkConfirmed);
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );
}
