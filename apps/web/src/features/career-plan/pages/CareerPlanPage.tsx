import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { userRanksDetailsQueryOptions } from '../api/userRanksDetailsQueryOptions';
import { RankCard } from '../components/RankCard';
import { RankProgress } from '../components/RankProgress';

/** /network/career-plan: the plan's ranks, what the member achieved, and his way to the next rank. */
export default function CareerPlanPage() {
  const ranks = useQuery(userRanksDetailsQueryOptions());
  const next = ranks.data?.find((r) => r.Progress !== null);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.careerPlanTitle} backTo="/network" />
      {ranks.isPending ? (
        <LoadingRing />
      ) : !ranks.data || ranks.data.length === 0 ? (
        <EmptyState text={ranks.data ? messages.careerPlanNoRanks : undefined} />
      ) : (
        <Stack gap="md">
          {next?.Progress && <RankProgress rankName={next.RankName} requirements={next.Progress.Requirements} />}
          <Stack gap="sm" component="ul" p={0} m={0} aria-label={messages.careerPlanTitle}>
            {ranks.data.map((r, i) => (
              <RankCard key={`${i}-${r.RankName}`} rank={r} />
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
