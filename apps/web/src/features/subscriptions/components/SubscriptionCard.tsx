import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import {
  notSubscribedStatus,
  SUBSCRIPTION_DESCRIPTION_LIMIT,
  UserSubscriptionStatus,
  type Subscription,
  type UserSubscription,
} from '@clube/contract/subscriptions';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { paymentUrl } from '../../invoices';
import { shortDescription } from '../../plans';
import { SubscriptionPrices } from './SubscriptionPrices';

export interface SubscriptionCardProps {
  subscription: Subscription;
  /** The member's subscription of it (live, or the last cancelled), if he ever held one. */
  mine?: UserSubscription;
  /** The member's subscriptions are known: until then no status is shown (it might be the wrong one). */
  statusKnown: boolean;
  /** A subscribe or a cancel is under way, or the status is not known yet: the buttons wait. */
  busy: boolean;
  onSubscribe: (subscription: Subscription) => void;
  onCancel: (subscription: Subscription) => void;
}

/**
 * One subscription (spec part 2 §2): name, price, recurrence, recurrence value, the member's status
 * ('Inativo' in red when he does not hold it), description cut to 200 characters, and its button:
 * cancel while he holds it (with the way to pay its open invoice), subscribe otherwise.
 */
export function SubscriptionCard({ subscription: s, mine, statusKnown, busy, onSubscribe, onCancel }: SubscriptionCardProps) {
  const live = mine?.Status === UserSubscriptionStatus.Ativo;
  const status = mine ? { label: mine.StatusFormatted, color: mine.StatusColor } : notSubscribedStatus;
  return (
    <Card component="section" aria-label={s.Name} withBorder radius="md" padding="lg">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg">
            {s.Name}
          </Text>
          {/* A long name wraps; the status keeps its whole width. */}
          <Box style={{ flexShrink: 0 }}>{statusKnown && <StatusBadge label={status.label} color={status.color} />}</Box>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {shortDescription(s.Description, SUBSCRIPTION_DESCRIPTION_LIMIT)}
        </Text>
        <SubscriptionPrices subscription={s} />
        {live && mine.PaidThrough && (
          <Text size="sm" c="dimmed">
            Pago até {formatDate(mine.PaidThrough)}
          </Text>
        )}
        {live ? (
          <Group gap="sm" mt="xs">
            <Button color="red" variant="light" onClick={() => onCancel(s)} disabled={busy}>
              {messages.subscriptionCancelButton}
            </Button>
            {mine.PendingInvoiceToken && (
              <Anchor component={Link} to={paymentUrl(mine.PendingInvoiceToken)} fw={600}>
                {messages.payInvoice}
              </Anchor>
            )}
          </Group>
        ) : (
          <Button mt="xs" onClick={() => onSubscribe(s)} disabled={busy}>
            {messages.subscriptionSubscribeButton}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
