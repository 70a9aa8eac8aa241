import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, Permission } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { LoadingRing } from '../../../ui/LoadingRing';
import { earningsDetailsQueryOptions } from '../../current-account';
import { invoicesQueryOptions } from '../../invoices';
import { walletQueryOptions } from '../../ledger';
import { useUnreadNotificationsToast } from '../../notifications';
import { authUserDataQueryOptions } from '../../accounts';
import { homePendingInvoicesRequest } from '../api/homeInvoicesRequest';
import { usersCountQueryOptions } from '../api/usersCountQueryOptions';
import { FinancialCards } from '../components/FinancialCards';
import { MemberSummary } from '../components/MemberSummary';
import { OpenInvoicesButton } from '../components/OpenInvoicesButton';
import { ProfileHeader } from '../components/ProfileHeader';
import { ShareCards } from '../components/ShareCards';
import { SponsorCard } from '../components/SponsorCard';

/** The home dashboard. */
export default function HomePage() {
  const auth = useAuthData();
  const canSeeInvoices = hasPermission(auth?.RolesIds, Permission.FATURAS);
  const authUser = useQuery(authUserDataQueryOptions());
  const usersCount = useQuery(usersCountQueryOptions());
  const wallet = useQuery(walletQueryOptions());
  const earnings = useQuery(earningsDetailsQueryOptions());
  // Members without FATURAS would only get a 403: do not ask.
  const pending = useQuery({ ...invoicesQueryOptions(homePendingInvoicesRequest), enabled: canSeeInvoices });
  useUnreadNotificationsToast();

  // A failure was toasted already; the page stays empty rather than spinning forever.
  if (authUser.isError) return null;
  if (!authUser.data) return <LoadingRing />;
  const { User: user, ActivePlan } = authUser.data;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center">
        <ProfileHeader user={user} />
        <OpenInvoicesButton count={pending.data?.pagination?.TotalRows ?? 0} />
      </Group>
      <MemberSummary user={user} planName={ActivePlan?.Name ?? null} usersCount={usersCount.data} />
      <FinancialCards balance={wallet.data?.Amount} dailyGains={earnings.data?.DailyGains} totalGains={earnings.data?.TotalGains} />
      <ShareCards username={user.Username} />
      <SponsorCard sponsor={user.Sponsor} />
    </Stack>
  );
}
