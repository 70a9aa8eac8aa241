import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { WithdrawalStatus, type AdminWithdrawal } from '@clube/contract/withdrawals';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { DataTable } from '../../../ui/DataTable';
import { BulkActionButton, ConsolePage, pagedTable, SelectPageCheckbox, useRowSelection, useUrlFilters } from '../../admin';
import { adminWithdrawalsQueryOptions, adminWithdrawalsRequest } from '../api/adminWithdrawalsQueryOptions';
import { usePayWithdrawal } from '../api/usePayWithdrawal';
import { CancelWithdrawalModal } from '../components/CancelWithdrawalModal';
import { ExportPaidForm } from '../components/ExportPaidForm';
import { WithdrawalDetailsDrawer } from '../components/WithdrawalDetailsDrawer';
import { WithdrawalQueueFilters } from '../components/WithdrawalQueueFilters';
import { isPending, withdrawalQueueColumns } from '../components/withdrawalQueueColumns';
import { QUEUE_FILTER_KEYS, statusOf } from '../lib/queueFilters';

const withdrawalId = (w: AdminWithdrawal) => w.Id;
const who = (w: AdminWithdrawal) => `#${w.Id} · ${w.User.Username} · ${formatBRL(w.Value)}`;

/**
 * /configurations/withdrawals (Finance): every member's withdrawals by status, Pendente first in
 * the order they were asked; pay one or the selected ones, cancel one with its reason, see one's
 * bank data and history, and export a day's payouts as CSV (docs/admin.md#withdrawals).
 */
export default function WithdrawalsQueuePage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(QUEUE_FILTER_KEYS);
  const status = statusOf(filters.status);
  const request = adminWithdrawalsRequest(status, filters.username, page);
  const list = useQuery(adminWithdrawalsQueryOptions(request));

  const selection = useRowSelection(list.data?.rows, withdrawalId, isPending);
  const [shown, setShown] = useState<AdminWithdrawal | undefined>(undefined);
  const [cancelling, setCancelling] = useState<AdminWithdrawal | undefined>(undefined);
  const pay = usePayWithdrawal();
  const payInBulk = usePayWithdrawal({ silent: true });

  // The drawer keeps the row as the answers leave it (a paid one leaves the Pendente list).
  const answered = (w: AdminWithdrawal) => setShown((prev) => (prev?.Id === w.Id ? w : prev));

  const confirmPay = (w: AdminWithdrawal) =>
    modals.openConfirmModal({
      title: `Pagar saque #${w.Id}`,
      centered: true,
      children: (
        <Text size="sm">
          Confirma que {formatBRL(w.Value)} foram enviados para a conta de {w.User.Name} ({w.User.Username})? O saque passa a Pago.
        </Text>
      ),
      labels: { confirm: 'Pagar', cancel: messages.closeButton },
      confirmProps: { color: 'green' },
      onConfirm: () =>
        pay.mutate(w.Id, {
          onSuccess: (res) => {
            answered(res.Data);
            toastSuccess(res.Message ?? messages.withdrawalPaid);
          },
        }),
    });

  const columns = withdrawalQueueColumns({
    selection,
    details: setShown,
    pay: confirmPay,
    cancel: setCancelling,
  });

  return (
    <ConsolePage title="Saques">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <WithdrawalQueueFilters status={status} username={filters.username} onChange={selection.clearThen(setFilters)} />
          <ExportPaidForm />
        </Group>
        {status === WithdrawalStatus.Pendente && (
          <Group gap="md">
            <SelectPageCheckbox selection={selection} />
            <BulkActionButton
              label="Pagar"
              color="green"
              rows={selection.selected}
              confirmText={(n) =>
                `Confirma que ${n === 1 ? 'o saque selecionado foi enviado' : `os ${n} saques selecionados foram enviados`} ao banco? Cada um passa a Pago.`
              }
              successText={messages.withdrawalPaid}
              describe={(w) => ({ key: w.Id, label: who(w) })}
              action={(w) => payInBulk.mutateAsync(w.Id)}
              onDone={selection.clear}
            />
          </Group>
        )}
        <DataTable columns={columns} rowKey={(w) => w.Id} minWidth={1000} {...pagedTable(list, page, selection.clearThen(setPage))} />
      </Stack>
      <WithdrawalDetailsDrawer withdrawal={shown} onClose={() => setShown(undefined)} />
      <CancelWithdrawalModal withdrawal={cancelling} onCancelled={answered} onClose={() => setCancelling(undefined)} />
    </ConsolePage>
  );
}
