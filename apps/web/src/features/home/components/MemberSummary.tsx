import { ColorSwatch, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { User } from '@clube/contract/entities';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Status, qualification date, rank, plan and the club's live member count. */
export function MemberSummary({ user, planName, usersCount }: { user: User; planName: string | null; usersCount: number | undefined }) {
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        <Field label="Status">
          <div>
            <StatusBadge label={user.StatusFormatted} color={user.StatusColor} />
          </div>
        </Field>
        <Field label="Qualificado na rede">
          <Text fw={500}>{user.ActivatedOn ? formatDate(user.ActivatedOn) : '-'}</Text>
        </Field>
        <Field label="Rank atual">
          {/* The rank's colour as a mark beside its name: as the text's colour it is often unreadable (gold on white). */}
          <Group gap={6} wrap="nowrap">
            {user.CareerPlanRank?.Color && <ColorSwatch color={user.CareerPlanRank.Color} size={12} withShadow={false} aria-hidden />}
            <Text fw={500}>{user.CareerPlanRank?.Name ?? messages.noRank}</Text>
          </Group>
        </Field>
        <Field label="Plano atual">
          <Text fw={500}>{planName ?? '-'}</Text>
        </Field>
        <Field label={messages.realTimeEntries}>
          {usersCount === undefined ? <Skeleton h={20} w={60} /> : <Text fw={700}>{usersCount.toLocaleString('pt-BR')}</Text>}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
