import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { privacyRequestStatusInfo, PrivacyRequestStatus, type AdminPrivacyRequest } from '@clube/contract/privacy';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable';
import { ConsolePage } from '../../admin';
import { privacyRequestsQueryOptions } from '../api/privacyRequestsQueryOptions';
import { useHandlePrivacyRequest } from '../api/useHandlePrivacyRequest';

const STATUS_OPTIONS = [{ value: '', label: 'Todos' }, ...PrivacyRequestStatus.options.map((s) => ({ value: s, label: privacyRequestStatusInfo[s].label }))];

/**
 * /configurations/privacy-requests (Support): the data-subject requests with their legal 15-day
 * deadline, overdue ones in red; each action is audited (docs/privacy.md#requests).
 */
export default function PrivacyRequestsPage() {
  const [status, setStatus] = useState<PrivacyRequestStatus | ''>('');
  const list = useQuery(privacyRequestsQueryOptions(status));
  const handle = useHandlePrivacyRequest();
  const [refusing, setRefusing] = useState<AdminPrivacyRequest | null>(null);
  const [reason, setReason] = useState('');

  const act = (r: AdminPrivacyRequest, action: 'start' | 'conclude' | 'refuse', why?: string) =>
    handle.mutate(
      { id: r.Id, action, reason: why },
      {
        onSuccess: (res) => {
          toastSuccess(res.Message ?? messages.privacyRequestConcluded);
          setRefusing(null);
          setReason('');
        },
      },
    );

  const columns: Array<DataTableColumn<AdminPrivacyRequest>> = [
    { header: 'Pedido', cell: (r) => `#${r.Id} · ${r.KindFormatted}` },
    { header: 'Titular', cell: (r) => `${r.Name} (@${r.Username})` },
    { header: 'Aberto em', nowrap: true, cell: (r) => formatDateTime(r.CreatedOn) },
    {
      header: 'Prazo',
      nowrap: true,
      cell: (r) => (
        <Text size="sm" c={r.Overdue ? 'red' : undefined} fw={r.Overdue ? 700 : undefined}>
          {formatDateTime(r.DueOn)}
          {r.Overdue ? ' (vencido)' : ''}
        </Text>
      ),
    },
    {
      header: 'Situação',
      cell: (r) => (
        <Badge color={r.StatusColor} variant="light">
          {r.StatusFormatted}
        </Badge>
      ),
    },
    { header: 'Detalhe', cell: (r) => r.RefusalReason ?? r.Detail ?? '' },
    {
      header: 'Ações',
      cell: (r) =>
        r.Status === 'open' || r.Status === 'in_progress' ? (
          <Group gap={4} wrap="nowrap">
            {r.Status === 'open' && (
              <Button size="compact-sm" variant="light" onClick={() => act(r, 'start')}>
                Atender
              </Button>
            )}
            <Button size="compact-sm" variant="light" color="green" onClick={() => act(r, 'conclude')}>
              Concluir
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRefusing(r)}>
              Recusar
            </Button>
          </Group>
        ) : (
          (r.HandledBy ?? '')
        ),
    },
  ];

  return (
    <ConsolePage title={messages.privacyRequestsTitle}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Pedidos dos titulares (LGPD, art. 18): respondidos em até 15 dias (art. 19). Concluir uma exclusão anonimiza o titular.
        </Text>
        <Select
          label="Situação"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => setStatus((v ?? '') as PrivacyRequestStatus | '')}
          w={220}
          allowDeselect={false}
        />
        <DataTable columns={columns} rows={list.data} rowKey={(r) => r.Id} minWidth={960} loading={list.isPending} />
      </Stack>
      <Modal opened={refusing !== null} onClose={() => setRefusing(null)} title="Recusar pedido" centered>
        <Stack gap="sm">
          <Textarea label="Motivo" value={reason} onChange={(e) => setReason(e.currentTarget.value)} rows={3} />
          <Group justify="flex-end">
            <Button color="red" disabled={!reason.trim()} loading={handle.isPending} onClick={() => refusing && act(refusing, 'refuse', reason)}>
              Recusar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ConsolePage>
  );
}
