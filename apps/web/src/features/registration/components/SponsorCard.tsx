import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { Sponsor } from '@clube/contract/entities';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '-'}</Text>
    </div>
  );
}

/** The sponsor's data, read-only: who the new member registers under. */
export function SponsorCard({ sponsor }: { sponsor: z.infer<typeof Sponsor> }) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Dados do Patrocinador" component="section">
      <Title order={4} mb="sm">
        Dados do Patrocinador
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Field label="Nome" value={sponsor.Name} />
        <Field label="Usuário" value={sponsor.Username} />
        <Field label="Telefone" value={sponsor.PhoneOne} />
        <Field label="Email" value={sponsor.Email} />
      </SimpleGrid>
    </Paper>
  );
}
