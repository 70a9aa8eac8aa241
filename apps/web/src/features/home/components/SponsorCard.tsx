import { Paper, Stack, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { Sponsor } from '@clube/contract/entities';
import { applyMask, masks } from '../../../lib/masks';

/** Sponsor data: name, e-mail and phone. */
export function SponsorCard({ sponsor }: { sponsor: z.infer<typeof Sponsor> | null }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="xs">
        Patrocinador
      </Title>
      {sponsor ? (
        <Stack gap={2}>
          <Text fw={500}>{sponsor.Name}</Text>
          <Text size="sm">{sponsor.Email}</Text>
          <Text size="sm">{sponsor.PhoneOne ? applyMask(masks.phone, sponsor.PhoneOne) : '-'}</Text>
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          Sem patrocinador
        </Text>
      )}
    </Paper>
  );
}
