import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { Plan } from '@clube/contract/entities';
import { PlanPrices } from './PlanPrices';

/** Confirms a plan change: the plan, what the change invoice costs, and that it switches once paid. */
export function ChangePlanModal({
  plan,
  saving,
  onClose,
  onConfirm,
}: {
  plan: Plan | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: (plan: Plan) => void;
}) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={messages.planChangeModalTitle} centered>
      {plan && (
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {plan.Name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {plan.Description}
          </Text>
          <PlanPrices plan={plan} />
          <Text size="sm" c="dimmed">
            {messages.planChangeModalText}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {messages.closeButton}
            </Button>
            <Button onClick={() => onConfirm(plan)} loading={saving}>
              {messages.planChangeConfirmButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
