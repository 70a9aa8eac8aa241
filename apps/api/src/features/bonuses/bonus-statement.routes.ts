import type { FastifyInstance } from 'fastify';
import { getBonusStatement } from '@clube/contract/bonuses';
import { okPaged, route } from '../../platform/route';
import { bonusStatement } from './bonus-statement.service';

/** 'Extrato de Bônus' (docs/bonuses.md#bonus-statement): the caller's own commission lines. */
export async function bonusStatementRoutes(app: FastifyInstance) {
  route(app, getBonusStatement, async ({ user, body }) => {
    const { data, pagination } = await bonusStatement(app.deps.database.db, user.id, body!);
    return okPaged(data, pagination);
  });
}
