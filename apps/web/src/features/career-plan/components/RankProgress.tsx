import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { RequirementKey, type RankRequirementProgress } from '@clube/contract/career-plan';
import { formatBRL } from '../../../lib/format';

const figure = (r: RankRequirementProgress, n: number) => (r.Key === RequirementKey.GroupVolume ? formatBRL(n) : n.toLocaleString('pt-BR'));

/** Beyond the spec: each requirement of the next rank as have / need, with a bar. */
export function RankProgress({ rankName, requirements }: { rankName: string; requirements: RankRequirementProgress[] }) {
  const title = messages.careerPlanProgressTitle(rankName);
  return (
    <Paper withBorder p="md" radius="md" aria-label={title} component="section">
      <Title order={4} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">
        {requirements.map((r) => {
          const percent = r.Need > 0 ? Math.min(100, Math.round((r.Have / r.Need) * 100)) : 100;
          return (
            <div key={r.Key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {r.Name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {r.Met && <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-label={messages.careerPlanRequirementMet} />}
                  <Text size="sm">
                    {figure(r, r.Have)} / {figure(r, r.Need)}
                  </Text>
                </Group>
              </Group>
              <Progress value={percent} color={r.Met ? 'green' : 'indigo'} aria-label={r.Name} mt={4} />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
