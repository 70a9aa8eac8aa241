import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { receiptMessages, type ReceiptKind } from '@clube/contract/receipts';
import { LoadingRing } from '../../../ui/LoadingRing';
import { receiptQueryOptions } from '../api/receiptQueryOptions';
import { ReceiptActions } from './ReceiptActions';
import { ReceiptCard } from './ReceiptCard';

/** A receipt read from the API, with 'Compartilhar' and 'Salvar PDF': its page, and the payment page once paid. */
export function ReceiptView({ kind, id }: { kind: ReceiptKind; id: number }) {
  const receipt = useQuery(receiptQueryOptions(kind, id));
  if (receipt.isError) return <Text c="dimmed">{receiptMessages.notFound}</Text>;
  if (!receipt.data) return <LoadingRing />;
  return (
    <Stack gap="md">
      <ReceiptCard receipt={receipt.data} />
      <ReceiptActions receipt={receipt.data} />
    </Stack>
  );
}
