import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCash, IconChartPie, IconGift } from '@tabler/icons-react';
import { messages } from '@clube/contract';
import { PrizeType, type RankPrize } from '@clube/contract/career-plan';
import { formatBRL } from '../../../lib/format';

function prizeText(p: RankPrize): string {
  if (p.Type === PrizeType.Money) return formatBRL(p.PrizeAmount);
  if (p.Type === PrizeType.FundQuotas) return messages.careerPlanQuotasPrize(p.PrizeAmount ?? 0, p.InvestmentFund?.Name ?? '');
  return p.Description ?? '';
}

const icons: Record<number, typeof IconCash> = { [PrizeType.Money]: IconCash, [PrizeType.FundQuotas]: IconChartPie, [PrizeType.Description]: IconGift };

/** A rank's prizes (money in BRL, quotas with their fund, free descriptions), or the spec's empty text. */
export function RankPrizes({ prizes }: { prizes: RankPrize[] }) {
  if (prizes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {messages.careerPlanNoPrizes}
      </Text>
    );
  }
  return (
    <List spacing={4} size="sm" center aria-label={messages.careerPlanPrizesTitle}>
      {prizes.map((p, i) => {
        const Icon = icons[p.Type] ?? IconGift;
        return (
          <List.Item
            key={i}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            {prizeText(p)}
          </List.Item>
        );
      })}
    </List>
  );
}
