import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import { privacyRequestKindLabels, type PrivacyRequestView, type RequestOtherRightBody } from '@clube/contract/privacy';
import { formatDate } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { useRequestOtherRight } from '../api/useRequestOtherRight';

type OtherKind = RequestOtherRightBody['Kind'];
const KINDS: OtherKind[] = ['access', 'correction', 'information', 'revocation'];

/** The other rights of art. 18 in words, and the member's requests with their 15-day deadline (docs/privacy.md#requests). */
export function OtherRightsCard({ requests }: { requests: PrivacyRequestView[] }) {
  const send = useRequestOtherRight();
  const [kind, setKind] = useState<OtherKind>('access');
  const [detail, setDetail] = useState('');
  return (
    <Stack gap="xs">
      <Title order={4}>{messages.privacyOtherRightsTitle}</Title>
      <Text size="sm" c="dimmed">
        {messages.privacyOtherRightsIntro}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Pedido"
          data={KINDS.map((k) => ({ value: k, label: privacyRequestKindLabels[k] }))}
          value={kind}
          onChange={(v) => v && setKind(v as OtherKind)}
          allowDeselect={false}
          w={280}
        />
      </Group>
      <Textarea label="Descrição" value={detail} onChange={(e) => setDetail(e.currentTarget.value)} rows={3} maxLength={2000} />
      <Group>
        <Button
          variant="light"
          disabled={!detail.trim()}
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { Kind: kind, Detail: detail },
              {
                onSuccess: (res) => {
                  toastSuccess(res.Message ?? messages.privacyRequestSent);
                  setDetail('');
                },
              },
            )
          }
        >
          {messages.privacyRequestSend}
        </Button>
      </Group>
      {requests.length > 0 && (
        <>
          <Title order={5}>{messages.privacyMyRequests}</Title>
          <Table.ScrollContainer minWidth={420}>
            <Table striped data-testid="privacy-my-requests">
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.Id}>
                    <Table.Td>{r.KindFormatted}</Table.Td>
                    <Table.Td>{formatDate(r.CreatedOn)}</Table.Td>
                    <Table.Td>Prazo: {formatDate(r.DueOn)}</Table.Td>
                    <Table.Td>
                      <Badge color={r.StatusColor} variant="light">
                        {r.StatusFormatted}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.RefusalReason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
