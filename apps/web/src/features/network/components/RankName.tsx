import { Text } from '@mantine/core';
import { messages } from '@clube/contract';

/** The rank's name in its colour, or 'Sem Rank'. */
export function RankName({ rank, size = 'sm' }: { rank: { Name: string; Color: string } | null; size?: string }) {
  return rank ? (
    <Text span size={size} fw={600} c={rank.Color || undefined}>
      {rank.Name}
    </Text>
  ) : (
    <Text span size={size} c="dimmed">
      {messages.noRank}
    </Text>
  );
}
