import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import { IDEMPOTENCY_HEADER, IdempotencyKey, createNewUserTransfer, getAllUsersTransfers } from '@clube/contract/transfers';
import { badRequest } from '../../platform/errors';
import { ok, okPaged, route } from '../../platform/route';
import * as service from './transfers.service';

/** The client's idempotency key, from the body or the Idempotency-Key header (they must agree). */
function clientKey(req: FastifyRequest, bodyKey: string | null | undefined): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  let headerKey: string | undefined;
  if (raw !== undefined) {
    const parsed = IdempotencyKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (!parsed.success || Array.isArray(raw)) throw badRequest(messages.transferKeyInvalid);
    headerKey = parsed.data;
  }
  if (headerKey && bodyKey && headerKey !== bodyKey) throw badRequest(messages.transferKeyInvalid);
  return bodyKey ?? headerKey;
}

export async function transfersRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllUsersTransfers, async ({ body, user }) => {
    const { data, pagination } = await service.listOfUser(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, createNewUserTransfer, async ({ body, user, req }) =>
    ok(await service.createTransfer(db(), user, body!, clientKey(req, body!.IdempotencyKey)), messages.transferSuccess),
  );
}
