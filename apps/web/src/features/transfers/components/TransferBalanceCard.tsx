import { Paper, Skeleton, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { formatBRL } from '../../../lib/format';

/** 'Saldo disponível para Transferência': the current-account wallet. */
export function TransferBalanceCard({ amount }: { amount: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={messages.transferAvailable} maw={420}>
      <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconWallet size={16} />
        {messages.transferAvailable}
      </Text>
      {amount === undefined ? (
        <Skeleton h={28} mt={6} w="60%" />
      ) : (
        <Text fw={700} size="xl" mt={4}>
          {formatBRL(amount)}
        </Text>
      )}
    </Paper>
  );
}
