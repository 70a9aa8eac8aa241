import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { createNewUserBankAccount, getAllBanks, getAllUserBankAccounts, updateUserBankAccount } from '@clube/contract/bank-accounts';
import { allBanks } from '../../integrations/banks';
import { ok, okPaged, route } from '../../platform/route';
import { createBankAccount, listBankAccountsOfUser, updateBankAccount } from './bank-accounts.service';

export async function bankAccountsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllBanks, async () => ok([...allBanks()]));

  route(app, getAllUserBankAccounts, async ({ user, body }) => {
    const { data, pagination } = await listBankAccountsOfUser(db(), user.id, body!);
    return okPaged(data, pagination);
  });

  route(app, createNewUserBankAccount, async ({ user, body }) => ok(await createBankAccount(db(), user.id, body!), messages.bankAccountAdded));

  route(app, updateUserBankAccount, async ({ user, body }) => {
    const { Id, ...account } = body!;
    return ok(await updateBankAccount(db(), user.id, Id, account), messages.bankAccountUpdated);
  });
}
