import type { FastifyInstance } from 'fastify';
import { getAllUsers, getAllUsersCount, getUserByUsername } from '@clube/contract/users';
import { ok, okPaged, route } from '../../platform/route';
import * as service from './users.service';

export async function usersRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllUsersCount, async () => ok(await service.countMembers(db())));

  route(app, getAllUsers, async ({ body, user }) => {
    const { data, pagination } = await service.listMembers(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, getUserByUsername, async ({ params }) => ok(await service.memberByUsername(db(), params!.username)));
}
