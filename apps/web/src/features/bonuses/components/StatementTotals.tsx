import { SimpleGrid } from '@mantine/core';
import { IconCoins, IconFlask } from '@tabler/icons-react';
import { MoneyCard } from '../../../ui/MoneyCard';

/** The filter's totals: credited (money that reached the wallet, net of clawbacks) and simulated (never money). */
export function StatementTotals({ credited, simulated }: { credited?: number; simulated?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MoneyCard label="Total Creditado" value={credited} icon={<IconCoins size={16} />} />
      <MoneyCard label="Total Simulado" value={simulated} icon={<IconFlask size={16} />} />
    </SimpleGrid>
  );
}
