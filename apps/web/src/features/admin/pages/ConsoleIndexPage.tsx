import { Box } from '@mantine/core';
import { useAuthData } from '../../../lib/auth-storage';
import { IndexCards } from '../../../ui/IndexCards';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { SecondFactorGate } from '../components/SecondFactorGate';
import { consoleSections } from '../lib/console-sections';

/** /configurations (SIDE_CONFIGS): the console's sections this administrator's role allows. */
export default function ConsoleIndexPage() {
  const auth = useAuthData();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <SecondFactorGate />
      <PageTitleBar title="Configurações" />
      <IndexCards cards={consoleSections.map(({ Icon, ...s }) => ({ ...s, icon: <Icon /> }))} rolesIds={auth?.RolesIds} />
    </Box>
  );
}
