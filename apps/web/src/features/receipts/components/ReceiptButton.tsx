import { Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { receiptMessages, receiptPath, type ReceiptKind } from '@clube/contract/receipts';

/** The 'Comprovante' action of a list row: opens that movement's receipt. */
export function ReceiptButton({ kind, id }: { kind: ReceiptKind; id: number }) {
  return (
    <Button
      component={Link}
      to={receiptPath(kind, id)}
      size="compact-sm"
      variant="light"
      leftSection={<IconReceipt size={14} />}
      aria-label={`${receiptMessages.receipt} ${id}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {receiptMessages.receipt}
    </Button>
  );
}
