import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { AccountLinkRequest } from '@clube/contract/network';
import { formatDateShort } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { accountLinkRequestsQueryOptions } from '../api/accountLinkRequestsQueryOptions';
import { useAnswerAccountLink } from '../api/useAnswerAccountLink';

/**
 * 'Pedidos de vínculo' above 'Minhas Contas': new accounts of the member's CPF/CNPJ that wait for
 * him to confirm or refuse; nothing at all when there is none (docs/accounts.md#linked-accounts).
 */
export function AccountLinkRequests() {
  const requests = useQuery(accountLinkRequestsQueryOptions());
  const answer = useAnswerAccountLink();
  if (!requests.data?.length) return null;

  const send = (r: AccountLinkRequest, choice: 'confirm' | 'refuse') =>
    answer.mutate(
      { id: r.Id, answer: choice },
      { onSuccess: (message) => toastSuccess(message ?? (choice === 'confirm' ? messages.accountLinkConfirmed : messages.accountLinkRefused)) },
    );
  const refuse = (r: AccountLinkRequest) =>
    modals.openConfirmModal({
      title: messages.accountLinkRefuse,
      centered: true,
      children: <Text size="sm">{messages.accountLinkRefuseQuestion(r.Username)}</Text>,
      labels: { confirm: messages.accountLinkRefuse, cancel: messages.closeButton },
      confirmProps: { color: 'red' },
      onConfirm: () => send(r, 'refuse'),
    });

  return (
    <Alert color="yellow" title={messages.accountLinkRequestsTitle} mb="md">
      <Stack gap="sm">
        <Text size="sm">{messages.accountLinkRequestsHint}</Text>
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Usuário</Table.Th>
                <Table.Th>{messages.accountLinkRequestedOn}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((r) => (
                <Table.Tr key={r.Id}>
                  <Table.Td>{r.Username}</Table.Td>
                  <Table.Td>{formatDateShort(r.Created)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" loading={answer.isPending && answer.variables?.id === r.Id} onClick={() => send(r, 'confirm')}>
                        {messages.accountLinkConfirm}
                      </Button>
                      <Button size="xs" variant="outline" color="red" disabled={answer.isPending} onClick={() => refuse(r)}>
                        {messages.accountLinkRefuse}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Alert>
  );
}
