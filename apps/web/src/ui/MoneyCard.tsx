import type { ReactNode } from 'react';
import { Paper, Skeleton, Text } from '@mantine/core';
import { formatBRL } from '../lib/format';

/** A labelled amount in BRL (balance, gains, pending withdrawals); a skeleton while it loads; an optional line under it. */
export function MoneyCard({ label, value, icon, hint }: { label: string; value: number | undefined; icon: ReactNode; hint?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        {icon}
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={28} mt={6} w="60%" />
      ) : (
        <Text fw={700} size="xl" mt={4}>
          {formatBRL(value)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
