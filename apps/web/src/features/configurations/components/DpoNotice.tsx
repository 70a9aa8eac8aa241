import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { scGeneralQueryOptions } from '../api/scGeneralQueryOptions';
import { staleTimes } from '../../../lib/stale-times';

/** The 'Encarregado de dados' in the office's footer, when the club has named one (docs/privacy.md#dpo). */
export function DpoNotice() {
  const general = useQuery({ ...scGeneralQueryOptions(), staleTime: staleTimes.configuration, meta: { silent: true } });
  const name = general.data?.DpoName;
  const contact = general.data?.DpoContact;
  if (!name || !contact) return null;
  return (
    <Text size="xs" c="dimmed" px="sm" py={4} data-testid="dpo-notice" style={{ overflowWrap: 'anywhere' }}>
      {messages.privacyDpo(name, contact)}
    </Text>
  );
}
