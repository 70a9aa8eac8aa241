import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@clube/contract';
import { useConfirmAccountLinkByToken } from '../api/useConfirmAccountLinkByToken';

/**
 * /account-link?token=...: the page the link e-mail to a primary account opens. Opening it
 * confirms nothing (mail scanners open links too); the button does (docs/accounts.md#linked-accounts).
 */
export default function AccountLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmAccountLinkByToken();

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Title order={3} mb="md">
          {messages.accountLinkPageTitle}
        </Title>
        {!token ? (
          <Text c="red">{messages.accountLinkTokenInvalid}</Text>
        ) : confirm.isSuccess ? (
          <Text c="green">{confirm.data ?? messages.accountLinkConfirmed}</Text>
        ) : (
          <Stack>
            <Text size="sm">{messages.accountLinkPageText}</Text>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ Token: token })} fullWidth>
              {messages.accountLinkPageButton}
            </Button>
          </Stack>
        )}
        <Anchor component={Link} to="/login" size="sm" display="block" ta="center" mt="md">
          Voltar para o login
        </Anchor>
      </Paper>
    </Center>
  );
}
