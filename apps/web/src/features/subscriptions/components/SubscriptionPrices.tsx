import { Text } from '@mantine/core';
import type { Subscription } from '@clube/contract/subscriptions';
import { formatBRL } from '../../../lib/format';

/** A subscription's price, recurrence and recurrence value, as its card and the subscribe modal show them. */
export function SubscriptionPrices({ subscription: s }: { subscription: Pick<Subscription, 'Price' | 'FrequencyTypeFormatted' | 'FrequencyPrice'> }) {
  return (
    <>
      <Text>
        Valor: <b>{formatBRL(s.Price)}</b>
      </Text>
      <Text>
        Recorrência: <b>{s.FrequencyTypeFormatted}</b>
      </Text>
      <Text>
        Valor da Recorrência: <b>{formatBRL(s.FrequencyPrice)}</b>
      </Text>
    </>
  );
}
