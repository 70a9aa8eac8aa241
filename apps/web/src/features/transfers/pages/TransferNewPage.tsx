import { Box, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '@clube/contract';
import { receiptPath } from '@clube/contract/receipts';
import { toastSuccess } from '../../../lib/notify';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { walletQueryOptions } from '../../ledger';
import { useCreateTransfer } from '../api/useCreateTransfer';
import { TransferBalanceCard } from '../components/TransferBalanceCard';
import { TransferForm } from '../components/TransferForm';

/**
 * /financial/transfers/new: choose a member and a value, review, confirm; the receipt opens, and
 * the list behind it has the new transfer first.
 */
export default function TransferNewPage() {
  const navigate = useNavigate();
  const wallet = useQuery(walletQueryOptions());
  const create = useCreateTransfer();

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Nova Transferência" backTo="/financial/transfers" />
      <Stack gap="md">
        <TransferBalanceCard amount={wallet.data?.Amount} />
        <TransferForm
          balance={wallet.data?.Amount ?? 0}
          sending={create.isPending}
          onSend={(body, onDone) =>
            create.mutate(body, {
              onSuccess: (created) => {
                onDone();
                toastSuccess(messages.transferSuccess);
                void navigate(receiptPath('transfer', created.Id));
              },
            })
          }
        />
      </Stack>
    </Box>
  );
}
