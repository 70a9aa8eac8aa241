import { Box } from '@mantine/core';
import { messages } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { NetworkIndexCards } from '../components/NetworkIndexCards';

/** /network */
export default function NetworkIndexPage() {
  const auth = useAuthData();
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkTitle} />
      <NetworkIndexCards rolesIds={auth?.RolesIds} />
    </Box>
  );
}
