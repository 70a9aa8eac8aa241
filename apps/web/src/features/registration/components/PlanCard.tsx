import { Card, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Plan } from '@clube/contract/entities';
import { formatBRL } from '../../../lib/format';

/** Registration cards cut the description to 100 characters (spec section 9). */
export const PLAN_DESCRIPTION_LIMIT = 100;
export const shortDescription = (text: string) => (text.length > PLAN_DESCRIPTION_LIMIT ? `${text.slice(0, PLAN_DESCRIPTION_LIMIT)}...` : text);

export function PlanCard({ plan, selected, onSelect }: { plan: Plan; selected: boolean; onSelect: () => void }) {
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} aria-label={plan.Name} style={{ display: 'block', width: '100%' }}>
      <Card withBorder radius="md" padding="md" style={{ borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: selected ? 2 : 1 }}>
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {plan.Name}
          </Text>
          <Text>Valor: {formatBRL(plan.Price)}</Text>
          <Text>Mensalidade: {formatBRL(plan.MonthlyPayment)}</Text>
          <Text size="sm" c="dimmed">
            {shortDescription(plan.Description)}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
