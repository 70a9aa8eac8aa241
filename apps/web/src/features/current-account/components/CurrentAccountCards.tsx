import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconPigMoney, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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

/** 'Saldo Atual' (wallet amount) and 'Total Ganho' (total gains), in BRL. */
export function CurrentAccountCards({ balance, totalGains }: { balance?: number; totalGains?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyCard label="Saldo Atual" value={balance} icon={<IconWallet size={16} />} />
      <MoneyCard label="Total Ganho" value={totalGains} icon={<IconPigMoney size={16} />} />
    </SimpleGrid>
  );
}
