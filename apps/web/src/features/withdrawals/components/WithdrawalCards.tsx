import { SimpleGrid } from '@mantine/core';
import { IconHourglass, IconWallet } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { MoneyCard } from '../../../ui/MoneyCard';

/** 'Saldo Disponível para Saque' (wallet) and 'Saque em Análise' (pending withdrawals' values). */
export function WithdrawalCards({ available, pending }: { available?: number; pending?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyCard label={messages.withdrawAvailable} value={available} icon={<IconWallet size={16} />} />
      <MoneyCard label={messages.withdrawPending} value={pending} icon={<IconHourglass size={16} />} />
    </SimpleGrid>
  );
}
