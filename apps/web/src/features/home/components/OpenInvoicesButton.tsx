import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@clube/contract';

/** The red 'Fatura em aberto: N' button; nothing when there is no pending invoice. */
export function OpenInvoicesButton({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Button component={Link} to="/financial/invoices" color="red" leftSection={<IconFileInvoice size={18} />}>
      {messages.openInvoices(count)}
    </Button>
  );
}
