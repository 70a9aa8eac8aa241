import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { adminDeactivatePlan, adminReactivatePlan, type AdminPlan } from '@clube/contract/plans';
import { formatBRL, formatDate } from '../../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { ConsolePage } from '../../components/ConsolePage';
import { plansListQueryOptions } from '../api/offersQueryOptions';
import { useSetOfferStatus } from '../api/useOfferMutations';
import { OfferFilters } from '../components/OfferFilters';
import { OfferModal } from '../components/OfferModal';
import { OfferStatusButton } from '../components/OfferStatusButton';
import { PlanForm } from '../components/PlanForm';
import { useOfferList } from '../lib/useOfferList';

/**
 * /configurations/plans (Owner): the club's plans, active and inactive; create, edit, deactivate
 * or reactivate, and each plan's history in its edit modal (docs/admin.md#offers).
 */
export default function PlansAdminPage() {
  const { filters, setFilters, page, setPage, query } = useOfferList(plansListQueryOptions);
  const setStatus = useSetOfferStatus<AdminPlan>({ deactivate: adminDeactivatePlan, reactivate: adminReactivatePlan });
  const [editing, setEditing] = useState<{ record?: AdminPlan }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<AdminPlan>[] = [
    { header: 'Nome', cell: (p) => p.Name },
    { header: 'Valor', align: 'right', nowrap: true, cell: (p) => formatBRL(p.Price) },
    { header: 'Mensalidade', align: 'right', nowrap: true, cell: (p) => formatBRL(p.MonthlyPayment) },
    { header: 'Situação', cell: (p) => <StatusBadge label={p.StatusFormatted} color={p.StatusColor} /> },
    { header: 'Criado em', nowrap: true, cell: (p) => formatDate(p.CreatedOn) },
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: p })} aria-label={`Editar o plano ${p.Name}`}>
            Editar
          </Button>
          <OfferStatusButton
            what={`o plano ${p.Name}`}
            status={p.Status}
            consequence="Ele deixa de ser oferecido no cadastro e na troca de plano; os sócios que o têm continuam com ele e as faturas já emitidas podem ser pagas."
            onChange={(active) => setStatus.mutateAsync({ id: p.Id, active })}
          />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title="Planos" action={<Button onClick={() => setEditing({})}>Novo plano</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable
        columns={columns}
        rows={query.data?.rows}
        rowKey={(p) => p.Id}
        minWidth={760}
        loading={query.isPending}
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <OfferModal
        opened={!!editing}
        title={editing?.record ? `Plano ${editing.record.Name}` : 'Novo plano'}
        target={editing?.record && `plan:${editing.record.Id}`}
        onClose={close}
      >
        {editing && <PlanForm key={editing.record?.Id ?? 'new'} record={editing.record} onClose={close} onSaved={(p) => (editing.record ? setEditing({ record: p }) : close())} />}
      </OfferModal>
    </ConsolePage>
  );
}
