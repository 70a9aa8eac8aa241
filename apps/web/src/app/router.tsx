import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Permission, type PermissionId } from '@clube/contract';
import { AppLayout } from './layout/AppLayout';
import { LoginOnly, RequirePermission } from './guards';

type PageModule = { default: React.ComponentType };

/** A lazily loaded page behind its permission guard. */
function guarded(path: string, permission: PermissionId, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      return {
        element: (
          <RequirePermission permission={permission}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}

function open(path: string, load: () => Promise<PageModule>, loginOnly = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      return { element: loginOnly ? <LoginOnly><Page /></LoginOnly> : <Page /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      open('/login', () => import('../features/accounts/pages/LoginPage'), true),
      open('/register/:username', () => import('../features/registration/pages/RegisterPage')),
      { path: '/register', element: <Navigate to="/" replace /> },
      open('/accessToken', () => import('../features/accounts/pages/AccessTokenPage')),
      open('/reset-password', () => import('../features/accounts/pages/ResetPasswordPage')),
      guarded('/', Permission.SIDE_HOME, () => import('../features/home/pages/HomePage')),
      guarded('/my-profile', Permission.SIDE_HOME, () => import('../features/profile/pages/ProfilePage')),
      guarded('/my-profile/adresses/new', Permission.SIDE_HOME, () => import('../features/profile/pages/AddressNewPage')),
      guarded('/my-profile/adresses/edit', Permission.SIDE_HOME, () => import('../features/profile/pages/AddressEditPage')),
      guarded('/financial', Permission.SIDE_FINANCEIRO, () => import('../features/financial/pages/FinancialIndexPage')),
      guarded('/financial/invoices', Permission.FATURAS, () => import('../features/invoices/pages/InvoicesPage')),
      guarded('/financial/payment', Permission.FATURAS, () => import('../features/payments/pages/PaymentPage')),
      guarded('/financial/current-account', Permission.CONTA_CORRENTE, () => import('../features/current-account/pages/CurrentAccountPage')),
      guarded('/financial/bank-accounts', Permission.CONTAS_BANCARIAS, () => import('../features/bank-accounts/pages/BankAccountsPage')),
      guarded('/financial/bank-accounts/new', Permission.CONTAS_BANCARIAS, () => import('../features/bank-accounts/pages/BankAccountNewPage')),
      guarded('/financial/bank-accounts/edit', Permission.CONTAS_BANCARIAS, () => import('../features/bank-accounts/pages/BankAccountEditPage')),
      guarded('/financial/withdrawals', Permission.SAQUE, () => import('../features/withdrawals/pages/WithdrawalsPage')),
      guarded('/financial/transfers', Permission.TRANSFERENCIA, () => import('../features/transfers/pages/TransfersPage')),
      guarded('/financial/transfers/new', Permission.TRANSFERENCIA, () => import('../features/transfers/pages/TransferNewPage')),
      guarded('/financial/quotas', Permission.TRANSFERENCIA, () => import('../features/quotas/pages/QuotasPage')),
      guarded('/network', Permission.SIDE_REDE, () => import('../features/network/pages/NetworkIndexPage')),
      guarded('/network/my-network', Permission.REDE, () => import('../features/network/pages/MyNetworkPage')),
      guarded('/network/indications', Permission.INDICACOES, () => import('../features/network/pages/IndicationsPage')),
      guarded('/network/store-clients', Permission.CLIENTES_LOJA, () => import('../features/network/pages/StoreClientsPage')),
      guarded('/network/secondary-accounts', Permission.REDE, () => import('../features/network/pages/SecondaryAccountsPage')),
      guarded('/network/career-plan', Permission.REDE, () => import('../features/career-plan/pages/CareerPlanPage')),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
