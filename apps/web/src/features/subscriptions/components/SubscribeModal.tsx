import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { Subscription } from '@clube/contract/subscriptions';
import { SubscriptionPrices } from './SubscriptionPrices';

/**
 * The subscribe modal (spec part 2 §2): name, whole description, price, recurrence and the fee of
 * each period, with 'Fechar' and 'Assinar'. It closes only on success (the page closes it).
 */
export function SubscribeModal({
  subscription: s,
  saving,
  onClose,
  onConfirm,
}: {
  subscription: Subscription | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: (subscription: Subscription) => void;
}) {
  return (
    <Modal opened={s !== null} onClose={onClose} title={messages.subscriptionModalTitle} centered>
      {s && (
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {s.Name}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {s.Description}
          </Text>
          <SubscriptionPrices subscription={s} />
          <Text size="sm" c="dimmed">
            {messages.subscriptionModalText}
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {messages.closeButton}
            </Button>
            <Button onClick={() => onConfirm(s)} loading={saving}>
              {messages.subscriptionSubscribeButton}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
