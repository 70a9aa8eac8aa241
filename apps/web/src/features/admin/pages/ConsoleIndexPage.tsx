import { lazy, Suspense } from 'react';
import { Box, Stack } from '@mantine/core';
import { useAuthData } from '../../../lib/auth-storage';
import { IndexCards } from '../../../ui/IndexCards';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { ConsoleOverviewPlaceholder } from '../components/ConsoleOverviewPlaceholder';
import { SecondFactorGate } from '../components/SecondFactorGate';
import { consoleSections } from '../lib/console-sections';

/** The overview's charts come with Recharts in a chunk of their own (docs/charts.md#console). */
const ConsoleOverview = lazy(() => import('../components/ConsoleOverview'));

/** /configurations (SIDE_CONFIGS): the console's sections this administrator's role allows, then the overview of his sections. */
export default function ConsoleIndexPage() {
  const auth = useAuthData();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <SecondFactorGate />
      <PageTitleBar title="Configurações" />
      <Stack gap="lg">
        <IndexCards cards={consoleSections.map(({ Icon, ...s }) => ({ ...s, icon: <Icon /> }))} rolesIds={auth?.RolesIds} />
        <Suspense fallback={<ConsoleOverviewPlaceholder />}>
          <ConsoleOverview />
        </Suspense>
      </Stack>
    </Box>
  );
}
