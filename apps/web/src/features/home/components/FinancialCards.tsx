import { SimpleGrid } from '@mantine/core';
import { IconCalendarDollar, IconPigMoney, IconWallet } from '@tabler/icons-react';
import { MoneyCard } from '../../../ui/MoneyCard';

/** Saldo Atual, Ganho do Dia and Ganho Total, in BRL. */
export function FinancialCards({ balance, dailyGains, totalGains }: { balance?: number; dailyGains?: number; totalGains?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MoneyCard label="Saldo Atual" value={balance} icon={<IconWallet size={16} />} />
      <MoneyCard label="Ganho do Dia" value={dailyGains} icon={<IconCalendarDollar size={16} />} />
      <MoneyCard label="Ganho Total" value={totalGains} icon={<IconPigMoney size={16} />} />
    </SimpleGrid>
  );
}
