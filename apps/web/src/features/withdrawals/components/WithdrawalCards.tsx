import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconHourglass, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '@clube/contract';
import { formatBRL } from '../../../lib/format';

function MoneyCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
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
    </Paper>
  );
}

/** 'Saldo Disponível para Saque' (wallet) and 'Saque em Análise' (pending withdrawals' values). */
export function WithdrawalCards({ available, pending }: { available?: number; pending?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyCard label={messages.withdrawAvailable} value={available} icon={<IconWallet size={16} />} />
      <MoneyCard label={messages.withdrawPending} value={pending} icon={<IconHourglass size={16} />} />
    </SimpleGrid>
  );
}
