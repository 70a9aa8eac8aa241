import { useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, Permission } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { anyMemberQueryOptions } from '../api/anyMemberQueryOptions';
import { CreateRootMemberModal } from './CreateRootMemberModal';

/**
 * A new club has no member, and the registration needs one as sponsor: while the search finds
 * nobody and the club has no member at all, an Owner may create the first one (docs/admin.md#members).
 */
export function CreateRootMemberButton({ listIsEmpty }: { listIsEmpty: boolean }) {
  const auth = useAuthData();
  const owner = hasPermission(auth?.RolesIds, Permission.CONSOLE_OWNER);
  const any = useQuery({ ...anyMemberQueryOptions(), enabled: owner && listIsEmpty });
  const [opened, setOpened] = useState(false);
  if (!owner || !listIsEmpty || !any.data || any.data.rows.length > 0) return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text>O clube ainda não tem sócios. Crie o primeiro: os próximos se cadastram pelo link de indicação dele.</Text>
        <Button onClick={() => setOpened(true)}>Criar o primeiro sócio</Button>
      </Stack>
      <CreateRootMemberModal opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
