import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import type { UserRankDetail } from '@clube/contract/career-plan';
import { RankPrizes } from './RankPrizes';

/** One rank: check icon and highlighted background when achieved, a cross otherwise; name in its colour. */
export function RankCard({ rank }: { rank: UserRankDetail }) {
  const achieved = rank.AchievedRank;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={rank.RankName}
      data-achieved={achieved}
      style={{
        listStyle: 'none',
        background: achieved ? 'var(--mantine-color-green-light)' : undefined,
        borderColor: achieved ? 'var(--mantine-color-green-4)' : undefined,
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {achieved ? (
          <IconCircleCheckFilled size={28} color="var(--mantine-color-green-7)" aria-label={messages.careerPlanRankAchieved} role="img" />
        ) : (
          <IconCircleXFilled size={28} color="var(--mantine-color-red-6)" aria-label={messages.careerPlanRankNotAchieved} role="img" />
        )}
        <Stack gap={6} style={{ flex: 1 }}>
          <Group gap={6}>
            <Text fw={700} size="lg" style={{ color: rank.RankColor }}>
              {rank.RankName}
            </Text>
            {rank.IsCurrentRank && (
              <Text fw={600} size="sm" c="dimmed">
                {messages.careerPlanCurrentRank}
              </Text>
            )}
          </Group>
          <RankPrizes prizes={rank.Prizes} />
        </Stack>
      </Group>
    </Paper>
  );
}
