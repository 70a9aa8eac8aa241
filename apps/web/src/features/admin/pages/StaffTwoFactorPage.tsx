import { Center, Paper, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { twoFactorMessages } from '@clube/contract/accounts';
import { SystemLogo } from '../../accounts';
import { TwoFactorSetup } from '../../profile';

/**
 * /admin/two-factor: an administrator signed in with his password alone sets up his second factor
 * before the console opens (docs/admin.md, "Sign-in"); the console answers 403 until he has.
 */
export default function StaffTwoFactorPage() {
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={480}>
        <SystemLogo />
        <Text ta="center" fw={600} mb="md">
          Verificação em duas etapas
        </Text>
        <Text size="sm" mb="md">
          {twoFactorMessages.staffRequired}
        </Text>
        <TwoFactorSetup onDone={() => navigate('/configurations', { replace: true })} />
      </Paper>
    </Center>
  );
}
