import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { hasPermission, Permission, UserType } from '@clube/contract';
import { getAuthData, useAuthData } from '../../../lib/auth-storage';
import { storeOfSession } from '../../../lib/store-client';
import { prepareFormats } from '../../../lib/format';
import { LoadingRing } from '../../../ui/LoadingRing';
import { earningsDetailsQueryOptions } from '../../current-account';
import { invoicesQueryOptions } from '../../invoices';
import { walletQueryOptions } from '../../ledger';
import { useUnreadNotificationsToast } from '../../notifications';
import { authUserDataQueryOptions } from '../../accounts';
import { StoreClientHome, storePath } from '../../store';
import { homePendingInvoicesRequest } from '../api/homeInvoicesRequest';
import { usersCountQueryOptions } from '../api/usersCountQueryOptions';
import { FinancialCards } from '../components/FinancialCards';
import { HomeChartsWhenSeen } from '../components/HomeChartsWhenSeen';
import { MemberSummary } from '../components/MemberSummary';
import { OpenInvoicesButton } from '../components/OpenInvoicesButton';
import { ProfileHeader } from '../components/ProfileHeader';
import { ShareCards } from '../components/ShareCards';
import { SponsorCard } from '../components/SponsorCard';

/** Members without FATURAS would only get a 403: do not ask. */
const canSeeInvoices = (roles: number[] | undefined) => hasPermission(roles, Permission.FATURAS);

/**
 * The dashboard's reads, started by the router while the page's chunks load (app/router.tsx). The
 * member count is left to the page: it is never fresh, so the page would only ask it again.
 */
export function prefetch(client: QueryClient) {
  // A store client's home asks its own reads (features/store); he has no wallet nor earnings.
  if (storeOfSession(getAuthData())) return;
  prepareFormats();
  void client.prefetchQuery(authUserDataQueryOptions());
  void client.prefetchQuery(walletQueryOptions());
  void client.prefetchQuery(earningsDetailsQueryOptions());
  if (canSeeInvoices(getAuthData()?.RolesIds)) void client.prefetchQuery(invoicesQueryOptions(homePendingInvoicesRequest));
}

/**
 * '/': a store client's own home (his store, invoices and orders: docs/marketplace.md#public-store),
 * or the member dashboard. Two components, so that neither calls the other's hooks.
 */
export default function HomePage() {
  return storeOfSession(useAuthData()) ? <StoreClientHome /> : <MemberHome />;
}

/** The home dashboard. */
function MemberHome() {
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
  // What is below the fold on a phone (the charts, the share and sponsor cards) is drawn in a second, low
  // priority pass once the top of the page is on screen: two short tasks instead of one long one.
  const [belowTheFold, setBelowTheFold] = useState(false);
  useEffect(() => {
    if (data) startTransition(() => setBelowTheFold(true));
  }, [data]);

  // Each answer re-renders this page (the queries are external stores, drawn at once): the cards
  // are kept as elements, so that React redraws only the ones whose data changed.
  const user = data?.User;
  const planName = data?.ActivePlan?.Name ?? null;
  const header = useMemo(() => user && <ProfileHeader user={user} />, [user]);
  const summary = useMemo(() => user && <MemberSummary user={user} planName={planName} usersCount={usersCount.data} />, [user, planName, usersCount.data]);
  const balance = wallet.data?.Amount;
  const heldReais = wallet.data?.Held;
  const nextReleaseOn = wallet.data?.NextReleaseOn ?? null;
  const held = useMemo(() => (heldReais === undefined ? undefined : { held: heldReais, nextReleaseOn }), [heldReais, nextReleaseOn]);
  const { DailyGains: dailyGains, TotalGains: totalGains } = earnings.data ?? {};
  const cards = useMemo(
    () => <FinancialCards balance={balance} dailyGains={dailyGains} totalGains={totalGains} held={held} />,
    [balance, dailyGains, totalGains, held],
  );
  const below = useMemo(
    () =>
      user &&
      belowTheFold && (
        <>
          {user.UserType !== UserType.UserStore && <HomeChartsWhenSeen />}
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
        </>
      ),
    [user, belowTheFold],
  );

  // A failure was toasted already; the page stays empty rather than spinning forever.
  if (authUser.isError) return null;
  if (!user) return <LoadingRing />;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center">
        {header}
        <OpenInvoicesButton count={pending.data?.pagination?.TotalRows ?? 0} />
      </Group>
      {summary}
      {cards}
      {below}
    </Stack>
  );
}
