import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import type { Plan } from '@clube/contract/entities';
import { shortDescription } from '../lib/shortDescription';
import { PlanPrices } from './PlanPrices';

export interface SystemPlanCardProps {
  plan: Plan;
  /** The member's plan: 'Plano Atual', no button. */
  current: boolean;
  /** The target of the member's pending change: its cancel button (and the way to pay it). */
  pending: boolean;
  /** Another plan has a pending change (or the member's plan is not known yet): the change button is blocked. */
  blocked: boolean;
  /** Where to pay the pending change's invoice. */
  payUrl?: string;
  busy?: boolean;
  onChange: (plan: Plan) => void;
  onCancelChange: () => void;
}

/** One system plan (spec part 2 §2): name, description cut to 200, price and monthly payment, and its action. */
export function SystemPlanCard({ plan, current, pending, blocked, payUrl, busy, onChange, onCancelChange }: SystemPlanCardProps) {
  return (
    <Card component="section" aria-label={plan.Name} withBorder radius="md" padding="lg" data-current={current} data-pending={pending}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg">
            {plan.Name}
          </Text>
          {current && (
            <Badge color="green" variant="light">
              {messages.planCurrent}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {shortDescription(plan.Description)}
        </Text>
        <PlanPrices plan={plan} />
        {pending ? (
          <Group gap="sm" mt="xs">
            <Button color="red" variant="light" onClick={onCancelChange} loading={busy}>
              {messages.planChangeCancelButton}
            </Button>
            {payUrl && (
              <Anchor component={Link} to={payUrl} fw={600}>
                {messages.planChangePayInvoice}
              </Anchor>
            )}
          </Group>
        ) : (
          !current && (
            <Button mt="xs" onClick={() => onChange(plan)} disabled={blocked}>
              {messages.planChangeButton}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
