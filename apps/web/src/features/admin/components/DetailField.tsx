import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A label and its value in a record's drawer. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
