import { SimpleGrid } from '@mantine/core';
import { IconPigMoney, IconWallet } from '@tabler/icons-react';
import { MoneyCard } from '../../../ui/MoneyCard';

/** 'Saldo Atual' (wallet amount) and 'Total Ganho' (total gains), in BRL. */
export function CurrentAccountCards({ balance, totalGains }: { balance?: number; totalGains?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyCard label="Saldo Atual" value={balance} icon={<IconWallet size={16} />} />
      <MoneyCard label="Total Ganho" value={totalGains} icon={<IconPigMoney size={16} />} />
    </SimpleGrid>
  );
}
