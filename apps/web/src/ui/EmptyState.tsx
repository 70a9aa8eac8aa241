import { Text } from '@mantine/core';
import { messages } from '@clube/contract';

export function EmptyState({ text = messages.noResults }: { text?: string }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {text}
    </Text>
  );
}
