import { SimpleGrid } from '@mantine/core';
import { IconCoins, IconFlask, IconHourglass } from '@tabler/icons-react';
import { MoneyCard } from '../../../ui/MoneyCard';

/**
 * The filter's totals: credited (money that reached the wallet, net of clawbacks), held (waiting
 * out the buyer's right of withdrawal: not in the wallet yet) and simulated (never money).
 */
export function StatementTotals({ credited, held, simulated }: { credited?: number; held?: number; simulated?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <MoneyCard label="Total Creditado" value={credited} icon={<IconCoins size={16} />} />
      <MoneyCard label="Total Retido" value={held} icon={<IconHourglass size={16} />} />
      <MoneyCard label="Total Simulado" value={simulated} icon={<IconFlask size={16} />} />
    </SimpleGrid>
  );
}
