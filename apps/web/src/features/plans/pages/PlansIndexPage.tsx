import { Box } from '@mantine/core';
import { messages } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { PlansIndexCards } from '../components/PlansIndexCards';

/** /plans: Planos do Sistema and Assinaturas. */
export default function PlansIndexPage() {
  const auth = useAuthData();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.plansTitle} />
      <PlansIndexCards rolesIds={auth?.RolesIds} />
    </Box>
  );
}
