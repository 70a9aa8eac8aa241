import { Text } from '@mantine/core';
import type { Plan } from '@clube/contract/entities';
import { formatBRL } from '../../../lib/format';

/** A plan's price and monthly fee, as its card and the change modal show them. */
export function PlanPrices({ plan }: { plan: Pick<Plan, 'Price' | 'MonthlyPayment'> }) {
  return (
    <>
      <Text>
        Valor: <b>{formatBRL(plan.Price)}</b>
      </Text>
      <Text>
        Mensalidade: <b>{formatBRL(plan.MonthlyPayment)}</b>
      </Text>
    </>
  );
}
