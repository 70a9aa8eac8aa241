import { useMemo, useState } from 'react';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { MoneyApproval } from '@clube/contract/bonuses';
import { formatBRL } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { DataTable } from '../../../ui/DataTable';
import { BulkActionButton } from '../../admin';
import { moneyApprovalsQueryOptions, moneyApprovalsRequest } from '../api/moneyApprovalsQueryOptions';
import { useApproveMoneyApproval } from '../api/useApproveMoneyApproval';
import { approvalColumns } from './approvalColumns';
import { ApprovalDetailsDrawer } from './ApprovalDetailsDrawer';
import { RejectApprovalModal } from './RejectApprovalModal';

const STATUS_OPTIONS = [
  { value: '1', label: 'Pendentes' },
  { value: '2', label: 'Aprovadas' },
  { value: '0', label: 'Recusadas' },
  { value: 'all', label: 'Todas' },
];

/** The URL's `status` ('' = Pendentes, the default; 'all' = every status). */
export const approvalStatusOf = (value: string): 0 | 1 | 2 | null => (value === 'all' ? null : value === '0' ? 0 : value === '2' ? 2 : 1);

const who = (a: MoneyApproval) => `#${a.Id} · ${a.OperationFormatted} · ${formatBRL(a.Total)}`;

/**
 * 'Aprovações': the requests above SecondApprovalAbove. Another administrator than the one who
 * asked approves (the previewed credits are posted) or rejects with a reason; several may be
 * approved at once, each row with its own result (docs/admin.md#two-administrator-approval).
 */
export function ApprovalsPanel({
  status,
  page,
  onStatusChange,
  onPageChange,
}: {
  status: string;
  page: number;
  onStatusChange: (s: string) => void;
  onPageChange: (p: number) => void;
}) {
  const request = moneyApprovalsRequest(approvalStatusOf(status), page);
  const list = useQuery(moneyApprovalsQueryOptions(request));
  const rows = list.data?.rows;
  const approve = useApproveMoneyApproval();
  const approveInBulk = useApproveMoneyApproval({ silent: true });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [shownId, setShownId] = useState<number | undefined>(undefined);
  const [rejecting, setRejecting] = useState<MoneyApproval | undefined>(undefined);
  const decidable = useMemo(() => (rows ?? []).filter((a) => a.CanDecide), [rows]);
  const selected = decidable.filter((a) => selectedIds.has(a.Id));
  // The drawer follows the list's answers (a decision refreshes it).
  const shown = rows?.find((a) => a.Id === shownId);

  const toggle = (a: MoneyApproval) =>
    setSelectedIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(a.Id)) next.add(a.Id);
      return next;
    });

  const confirmApprove = (a: MoneyApproval) =>
    modals.openConfirmModal({
      title: `Aprovar solicitação #${a.Id}`,
      centered: true,
      children: (
        <Text size="sm">
          {a.OperationFormatted} de {formatBRL(a.Total)} pedida por @{a.RequestedBy.Username}: os créditos da prévia serão lançados agora.
        </Text>
      ),
      labels: { confirm: 'Aprovar', cancel: messages.closeButton },
      confirmProps: { color: 'green' },
      onConfirm: () => approve.mutate(a.Id, { onSuccess: (res) => toastSuccess(res.Message ?? messages.approvalApproved) }),
    });

  const columns = approvalColumns({
    isSelected: (a) => selectedIds.has(a.Id),
    toggle,
    details: (a) => setShownId(a.Id),
    approve: confirmApprove,
    reject: setRejecting,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label="Situação"
          data={STATUS_OPTIONS}
          value={status || '1'}
          onChange={(e) => {
            setSelectedIds(new Set());
            onStatusChange(e.currentTarget.value === '1' ? '' : e.currentTarget.value);
          }}
          w={200}
        />
        <BulkActionButton
          label="Aprovar selecionadas"
          color="green"
          rows={selected}
          confirmText={(n) => `Confirma a aprovação de ${n} solicitação(ões)? Os créditos de cada prévia serão lançados.`}
          successText={messages.approvalApproved}
          describe={(a) => ({ key: a.Id, label: who(a) })}
          action={(a) => approveInBulk.mutateAsync(a.Id)}
          onDone={() => setSelectedIds(new Set())}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(a) => a.Id}
        minWidth={1100}
        loading={list.isPending}
        pagination={list.data?.pagination}
        page={page}
        onPageChange={(p) => {
          setSelectedIds(new Set());
          onPageChange(p);
        }}
      />
      <ApprovalDetailsDrawer approval={shown} onClose={() => setShownId(undefined)} />
      <RejectApprovalModal approval={rejecting} onClose={() => setRejecting(undefined)} />
    </Stack>
  );
}
