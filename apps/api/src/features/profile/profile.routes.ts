import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { createNewUserAdresses, updateUser, updateUserAdresses } from '@clube/contract/profile';
import { ok, route } from '../../platform/route';
import { createAddress, updateAddress } from './addresses.service';
import { updateProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, updateUser, async ({ user, body }) => ok(await updateProfile(db(), app.issueAccessToken, user.id, body!), messages.dataUpdated));

  route(app, createNewUserAdresses, async ({ user, body }) => ok(await createAddress(db(), user.id, body!), messages.addressAdded));

  route(app, updateUserAdresses, async ({ user, body }) => {
    const { Id, ...address } = body!;
    return ok(await updateAddress(db(), user.id, Id, address), messages.addressUpdated);
  });
}
