import { useDeferredValue } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { hasPermission, Permission, UserType } from '@clube/contract';
import { getAuthData, useAuthData } from '../../../lib/auth-storage';
import { LoadingRing } from '../../../ui/LoadingRing';
import { earningsDetailsQueryOptions } from '../../current-account';
import { invoicesQueryOptions } from '../../invoices';
import { walletQueryOptions } from '../../ledger';
import { useUnreadNotificationsToast } from '../../notifications';
import { authUserDataQueryOptions } from '../../accounts';
import { storePath } from '../../store';
import { homePendingInvoicesRequest } from '../api/homeInvoicesRequest';
import { usersCountQueryOptions } from '../api/usersCountQueryOptions';
import { FinancialCards } from '../components/FinancialCards';
import { MemberSummary } from '../components/MemberSummary';
import { OpenInvoicesButton } from '../components/OpenInvoicesButton';
import { ProfileHeader } from '../components/ProfileHeader';
import { ShareCards } from '../components/ShareCards';
import { SponsorCard } from '../components/SponsorCard';

/** Members without FATURAS would only get a 403: do not ask. */
const canSeeInvoices = (roles: number[] | undefined) => hasPermission(roles, Permission.FATURAS);

/** The dashboard's reads, started by the router while the page's chunks load (app/router.tsx). */
export function prefetch(client: QueryClient) {
  void client.prefetchQuery(authUserDataQueryOptions());
  void client.prefetchQuery(usersCountQueryOptions());
  void client.prefetchQuery(walletQueryOptions());
  void client.prefetchQuery(earningsDetailsQueryOptions());
  if (canSeeInvoices(getAuthData()?.RolesIds)) void client.prefetchQuery(invoicesQueryOptions(homePendingInvoicesRequest));
}

/** The home dashboard. */
export default function HomePage() {
  const auth = useAuthData();
  const authUser = useQuery(authUserDataQueryOptions());
  const usersCount = useQuery(usersCountQueryOptions());
  const wallet = useQuery(walletQueryOptions());
  const earnings = useQuery(earningsDetailsQueryOptions());
  const pending = useQuery({ ...invoicesQueryOptions(homePendingInvoicesRequest), enabled: canSeeInvoices(auth?.RolesIds) });
  useUnreadNotificationsToast();

  // The page is drawn at low priority, so that React splits the work into short tasks instead of
  // one long task when the answers arrive (docs/performance.md "Web"). It waits for the pending
  // invoices too: their button appearing later would push the cards down (layout shift).
  const invoicesSettled = !canSeeInvoices(auth?.RolesIds) || !pending.isPending;
  const data = useDeferredValue(invoicesSettled ? authUser.data : undefined);

  // A failure was toasted already; the page stays empty rather than spinning forever.
  if (authUser.isError) return null;
  if (!data) return <LoadingRing />;
  const { User: user, ActivePlan } = data;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center">
        <ProfileHeader user={user} />
        <OpenInvoicesButton count={pending.data?.pagination?.TotalRows ?? 0} />
      </Group>
      <MemberSummary user={user} planName={ActivePlan?.Name ?? null} usersCount={usersCount.data} />
      <FinancialCards balance={wallet.data?.Amount} dailyGains={earnings.data?.DailyGains} totalGains={earnings.data?.TotalGains} />
      {/* A store client has no referral link nor store: he goes back to his sponsor's (docs/marketplace.md#public-store). */}
      {user.UserType === UserType.UserStore ? (
        user.Sponsor && (
          <Button component={Link} to={storePath(user.Sponsor.Username)} variant="light" leftSection={<IconBuildingStore size={18} />} w="fit-content">
            Voltar à loja de {user.Sponsor.Name}
          </Button>
        )
      ) : (
        <ShareCards username={user.Username} />
      )}
      <SponsorCard sponsor={user.Sponsor} />
    </Stack>
  );
}
