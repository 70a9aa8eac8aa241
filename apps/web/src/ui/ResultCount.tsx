import { Text } from '@mantine/core';
import { messages } from '@clube/contract';

export function ResultCount({ count }: { count: number }) {
  return (
    <Text size="sm" c="dimmed">
      {messages.resultsCount(count)}
    </Text>
  );
}
