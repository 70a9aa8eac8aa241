import { Stack, Table, Text, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import type { ConsentView } from '@clube/contract/privacy';
import { formatDateTime } from '../../../lib/format';

const KIND_LABEL: Record<ConsentView['Kind'], string> = {
  contract: 'Contrato',
  push: messages.privacyChannelPush,
  email: messages.privacyChannelEmail,
  whatsapp: messages.privacyChannelWhatsApp,
};

/** Every consent given or revoked, newest first. */
export function ConsentHistory({ consents }: { consents: ConsentView[] }) {
  if (consents.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={5}>{messages.privacyConsentHistory}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="privacy-consent-history">
          <Table.Tbody>
            {consents.map((c) => (
              <Table.Tr key={c.Id}>
                <Table.Td>{formatDateTime(c.CreatedOn)}</Table.Td>
                <Table.Td>{c.Kind === 'contract' && c.Version ? messages.privacyContractAccepted(c.Version) : KIND_LABEL[c.Kind]}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={c.Granted ? 'green' : 'red'}>
                    {c.Granted ? messages.privacyGranted : messages.privacyRevoked}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
