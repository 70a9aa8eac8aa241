import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { hasPermission, routePermissions } from '@clube/contract';
import { getAuthData, isAuthenticated } from '../lib/auth-storage';
import { AppLayout } from './layout/AppLayout';
import { LoginOnly, RequirePermission } from './guards';

/** A page's module: the page, and the reads it may start as soon as its chunk is in (`prefetch`). */
type PageModule = { default: React.ComponentType; prefetch?: (client: QueryClient) => void };

/** The app's query client (createRouter), for the pages that start their reads before they render. */
let prefetchClient: QueryClient | undefined;

/** Routes an authenticated user is sent away from (spec part 1 §4, Route access). */
/** Where each login-only route sends a signed-in user: an administrator's sign-in leads to his console. */
const LOGIN_ONLY = new Map([
  ['/login', '/'],
  ['/admin/login', '/configurations'],
]);

/**
 * A lazily loaded page (its chunk is fetched when the route matches), behind the guard its entry
 * in the contract's route -> permission table asks for: none (public), login-only, or a permission.
 */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  const permission = routePermissions[path];
  if (permission === undefined) throw new Error(`${path} has no entry in the contract's routePermissions`);
  return {
    path,
    lazy: async () => {
      const { default: Page, prefetch } = await load();
      // Its reads start now, beside the shell's chunk and the first render, not after them
      // (docs/performance.md "Web"); only for a member the guard will let in.
      const auth = getAuthData();
      if (prefetch && prefetchClient && permission !== null && isAuthenticated(auth) && hasPermission(auth!.RolesIds, permission)) prefetch(prefetchClient);
      if (permission !== null)
        return {
          element: (
            <RequirePermission permission={permission}>
              <Page />
            </RequirePermission>
          ),
        };
      const home = LOGIN_ONLY.get(path);
      return {
        element: home ? (
          <LoginOnly to={home}>
            <Page />
          </LoginOnly>
        ) : (
          <Page />
        ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      page('/login', () => import('../features/accounts/pages/LoginPage')),
      page('/register/:username', () => import('../features/registration/pages/RegisterPage')),
      { path: '/register', element: <Navigate to="/" replace /> },
      page('/accessToken', () => import('../features/accounts/pages/AccessTokenPage')),
      page('/reset-password', () => import('../features/accounts/pages/ResetPasswordPage')),
      page('/account-link', () => import('../features/network/pages/AccountLinkPage')),
      page('/', () => import('../features/home/pages/HomePage')),
      page('/my-profile', () => import('../features/profile/pages/ProfilePage')),
      page('/my-profile/adresses/new', () => import('../features/profile/pages/AddressNewPage')),
      page('/my-profile/adresses/edit', () => import('../features/profile/pages/AddressEditPage')),
      page('/financial', () => import('../features/financial/pages/FinancialIndexPage')),
      page('/financial/invoices', () => import('../features/invoices/pages/InvoicesPage')),
      page('/financial/payment', () => import('../features/payments/pages/PaymentPage')),
      page('/financial/current-account', () => import('../features/current-account/pages/CurrentAccountPage')),
      page('/financial/bank-accounts', () => import('../features/bank-accounts/pages/BankAccountsPage')),
      page('/financial/bank-accounts/new', () => import('../features/bank-accounts/pages/BankAccountNewPage')),
      page('/financial/bank-accounts/edit', () => import('../features/bank-accounts/pages/BankAccountEditPage')),
      page('/financial/withdrawals', () => import('../features/withdrawals/pages/WithdrawalsPage')),
      page('/financial/transfers', () => import('../features/transfers/pages/TransfersPage')),
      page('/financial/transfers/new', () => import('../features/transfers/pages/TransferNewPage')),
      page('/financial/quotas', () => import('../features/quotas/pages/QuotasPage')),
      page('/financial/bonus-statement', () => import('../features/bonuses/pages/BonusStatementPage')),
      page('/financial/receipts/:kind/:id', () => import('../features/receipts/pages/ReceiptPage')),
      page('/network', () => import('../features/network/pages/NetworkIndexPage')),
      page('/network/my-network', () => import('../features/network/pages/MyNetworkPage')),
      page('/network/indications', () => import('../features/network/pages/IndicationsPage')),
      page('/network/store-clients', () => import('../features/network/pages/StoreClientsPage')),
      page('/network/secondary-accounts', () => import('../features/network/pages/SecondaryAccountsPage')),
      page('/network/career-plan', () => import('../features/career-plan/pages/CareerPlanPage')),
      page('/marketplace', () => import('../features/shop/pages/MarketplaceIndexPage')),
      page('/marketplace/shop', () => import('../features/shop/pages/ShopPage')),
      page('/marketplace/orders', () => import('../features/orders/pages/OrdersPage')),
      page('/marketplace/products', () => import('../features/products/pages/ProductsPage')),
      page('/marketplace/products/new', () => import('../features/products/pages/ProductNewPage')),
      page('/marketplace/products/edit', () => import('../features/products/pages/ProductEditPage')),
      page('/marketplace/products/stocks', () => import('../features/stocks/pages/StocksPage')),
      page('/marketplace/dist-centers/details', () => import('../features/storages/pages/StoragesPage')),
      page('/store/:username', () => import('../features/store/pages/StorePage')),
      page('/transparencia', () => import('../features/transparency/pages/TransparencyPage')),
      page('/plans', () => import('../features/plans/pages/PlansIndexPage')),
      page('/plans/system-plans', () => import('../features/plans/pages/SystemPlansPage')),
      page('/plans/subscriptions', () => import('../features/subscriptions/pages/SubscriptionsPage')),
      page('/admin/login', () => import('../features/admin/pages/AdminLoginPage')),
      page('/admin/two-factor', () => import('../features/admin/pages/StaffTwoFactorPage')),
      page('/configurations', () => import('../features/admin/pages/ConsoleIndexPage')),
      page('/configurations/plans', () => import('../features/plans/pages/PlansAdminPage')),
      page('/configurations/subscriptions', () => import('../features/subscriptions/pages/SubscriptionsAdminPage')),
      page('/configurations/career-plan', () => import('../features/career-plan/pages/CareerPlanAdminPage')),
      page('/configurations/funds', () => import('../features/quotas/pages/FundsAdminPage')),
      page('/configurations/unilevels', () => import('../features/configurations/pages/UnilevelsAdminPage')),
      page('/configurations/money', () => import('../features/bonuses/pages/MoneyOperationsPage')),
      page('/configurations/transparency', () => import('../features/transparency/pages/TransparencyConsolePage')),
      page('/configurations/notifications', () => import('../features/notifications/pages/NotificationsConsolePage')),
      page('/configurations/members', () => import('../features/members-admin/pages/MembersPage')),
      page('/configurations/members/:id', () => import('../features/members-admin/pages/MemberDetailPage')),
      page('/configurations/staff', () => import('../features/members-admin/pages/StaffPage')),
      page('/configurations/outbox', () => import('../features/admin/pages/OutboxPage')),
      page('/configurations/privacy-requests', () => import('../features/privacy/pages/PrivacyRequestsPage')),
      page('/configurations/jobs', () => import('../features/admin/pages/JobsPage')),
      page('/configurations/audit', () => import('../features/admin/pages/AuditPage')),
      page('/configurations/withdrawals', () => import('../features/withdrawals/pages/WithdrawalsQueuePage')),
      page('/configurations/products', () => import('../features/products/pages/ProductsApprovalPage')),
      page('/configurations/settings', () => import('../features/configurations/pages/SettingsPage')),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The app's router; with the query client, pages that export `prefetch` start their reads while they load. */
export function createRouter(queryClient?: QueryClient) {
  prefetchClient = queryClient;
  return createBrowserRouter(routes);
}
