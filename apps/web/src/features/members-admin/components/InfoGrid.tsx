import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

/** Label / value pairs of a record's page, two or three a row. */
export function InfoGrid({ items }: { items: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map(([label, value]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" component="div">
            {value ?? '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
