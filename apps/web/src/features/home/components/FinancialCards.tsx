import { SimpleGrid } from '@mantine/core';
import { IconCalendarDollar, IconHourglass, IconPigMoney, IconWallet } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { isoToBrDate } from '../../../lib/format';
import { MoneyCard } from '../../../ui/MoneyCard';

/** 'Saldo retido': commissions and sales credits waiting out the buyer's right of withdrawal (docs/bonuses.md#held-commissions). */
export interface HeldBalance {
  held: number;
  /** yyyy-MM-dd of the next release; null: what is held waits for a delivery. */
  nextReleaseOn: string | null;
}

/**
 * Saldo Atual, Ganho do Dia and Ganho Total, in BRL; and, while some money is held for the member,
 * 'Saldo retido' apart from the balance with the day the next part of it is released.
 */
export function FinancialCards({ balance, dailyGains, totalGains, held }: { balance?: number; dailyGains?: number; totalGains?: number; held?: HeldBalance }) {
  const showHeld = held !== undefined && held.held > 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: showHeld ? 4 : 3 }} spacing="md">
      <MoneyCard label="Saldo Atual" value={balance} icon={<IconWallet size={16} />} />
      {showHeld && (
        <MoneyCard
          label={messages.heldBalanceLabel}
          value={held.held}
          icon={<IconHourglass size={16} />}
          hint={held.nextReleaseOn ? messages.heldReleasesOn(isoToBrDate(held.nextReleaseOn)) : messages.heldAwaitingDelivery}
        />
      )}
      <MoneyCard label="Ganho do Dia" value={dailyGains} icon={<IconCalendarDollar size={16} />} />
      <MoneyCard label="Ganho Total" value={totalGains} icon={<IconPigMoney size={16} />} />
    </SimpleGrid>
  );
}
