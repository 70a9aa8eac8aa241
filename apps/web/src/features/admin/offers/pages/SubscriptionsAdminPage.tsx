import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { adminDeactivateSubscription, adminReactivateSubscription, type AdminSubscription } from '@clube/contract/subscriptions';
import { formatBRL } from '../../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { ConsolePage } from '../../components/ConsolePage';
import { subscriptionsListQueryOptions } from '../api/offersQueryOptions';
import { useSetOfferStatus } from '../api/useOfferMutations';
import { OfferFilters } from '../components/OfferFilters';
import { OfferModal } from '../components/OfferModal';
import { OfferStatusButton } from '../components/OfferStatusButton';
import { SubscriptionForm } from '../components/SubscriptionForm';
import { useOfferList } from '../lib/useOfferList';

/** /configurations/subscriptions (Owner): the subscriptions the club sells (docs/admin.md#offers). */
export default function SubscriptionsAdminPage() {
  const { filters, setFilters, page, setPage, query } = useOfferList(subscriptionsListQueryOptions);
  const setStatus = useSetOfferStatus<AdminSubscription>({ deactivate: adminDeactivateSubscription, reactivate: adminReactivateSubscription });
  const [editing, setEditing] = useState<{ record?: AdminSubscription }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<AdminSubscription>[] = [
    { header: 'Nome', cell: (s) => s.Name },
    { header: 'Valor', align: 'right', nowrap: true, cell: (s) => formatBRL(s.Price) },
    { header: 'Recorrência', cell: (s) => s.FrequencyTypeFormatted },
    { header: 'Valor da Recorrência', align: 'right', nowrap: true, cell: (s) => formatBRL(s.FrequencyPrice) },
    { header: 'Situação', cell: (s) => <StatusBadge label={s.StatusFormatted} color={s.StatusColor} /> },
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: s })} aria-label={`Editar a assinatura ${s.Name}`}>
            Editar
          </Button>
          <OfferStatusButton
            what={`a assinatura ${s.Name}`}
            status={s.Status}
            consequence="Ela deixa de aceitar novos assinantes; quem já assina continua, renova e pode cancelar."
            onChange={(active) => setStatus.mutateAsync({ id: s.Id, active })}
          />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title="Assinaturas" action={<Button onClick={() => setEditing({})}>Nova assinatura</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable
        columns={columns}
        rows={query.data?.rows}
        rowKey={(s) => s.Id}
        minWidth={820}
        loading={query.isPending}
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <OfferModal
        opened={!!editing}
        title={editing?.record ? `Assinatura ${editing.record.Name}` : 'Nova assinatura'}
        target={editing?.record && `subscription:${editing.record.Id}`}
        onClose={close}
      >
        {editing && (
          <SubscriptionForm key={editing.record?.Id ?? 'new'} record={editing.record} onClose={close} onSaved={(s) => (editing.record ? setEditing({ record: s }) : close())} />
        )}
      </OfferModal>
    </ConsolePage>
  );
}
