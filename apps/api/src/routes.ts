import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { helpersRoutes } from './features/helpers/helpers.routes';
import { plansRoutes } from './features/plans/plans.routes';
import { usersRoutes } from './features/users/users.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { ledgerRoutes } from './features/ledger/ledger.routes';
import { currentAccountRoutes } from './features/current-account/current-account.routes';
import { invoicesRoutes } from './features/invoices/invoices.routes';
import { configurationsRoutes } from './features/configurations/configurations.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { bankAccountsRoutes } from './features/bank-accounts/bank-accounts.routes';
import { withdrawalsRoutes } from './features/withdrawals/withdrawals.routes';
import { transfersRoutes } from './features/transfers/transfers.routes';
import { quotasRoutes } from './features/quotas/quotas.routes';
import { careerPlanRoutes } from './features/career-plan/career-plan.routes';
import { networkRoutes } from './features/network/network.routes';
import { healthRoutes } from './features/health/health.routes';

/** THE route table: every feature's calls, with the spec's paths (each endpoint carries its full path). */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(accountsRoutes);
  await app.register(profileRoutes);
  await app.register(registrationRoutes);
  await app.register(helpersRoutes);
  await app.register(plansRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(ledgerRoutes);
  await app.register(currentAccountRoutes);
  await app.register(invoicesRoutes);
  await app.register(configurationsRoutes);
  await app.register(paymentsRoutes);
  await app.register(bankAccountsRoutes);
  await app.register(withdrawalsRoutes);
  await app.register(transfersRoutes);
  await app.register(quotasRoutes);
  await app.register(networkRoutes);
  await app.register(careerPlanRoutes);
  await app.register(healthRoutes);
}
