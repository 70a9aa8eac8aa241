import { Box, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { RECEIPT_KINDS, receiptMessages, type ReceiptKind } from '@clube/contract/receipts';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { ReceiptView } from '../components/ReceiptView';

/** Where 'Voltar' leads: the list the movement belongs to. */
const listOf: Record<ReceiptKind, string> = {
  invoice: '/financial/invoices',
  transfer: '/financial/transfers',
  withdrawal: '/financial/withdrawals',
};

const isKind = (k: string | undefined): k is ReceiptKind => (RECEIPT_KINDS as readonly string[]).includes(k ?? '');

/** /financial/receipts/:kind/:id: the receipt, to share or save as PDF (docs/payments.md#receipts). */
export default function ReceiptPage() {
  const params = useParams();
  const id = Number(params['id']);
  const kind = params['kind'];
  const valid = isKind(kind) && Number.isSafeInteger(id) && id > 0;
  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={560} mx="auto">
      <PageTitleBar title={receiptMessages.receipt} backTo={valid ? listOf[kind] : '/financial'} />
      {valid ? <ReceiptView kind={kind} id={id} /> : <Text c="dimmed">{receiptMessages.notFound}</Text>}
    </Box>
  );
}
