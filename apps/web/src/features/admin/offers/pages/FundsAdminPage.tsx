import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { adminDeactivateFund, adminReactivateFund, type AdminFund } from '@clube/contract/quotas';
import { formatBRL, formatDate } from '../../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { ConsolePage } from '../../components/ConsolePage';
import { fundsListQueryOptions } from '../api/offersQueryOptions';
import { useSetOfferStatus } from '../api/useOfferMutations';
import { FundForm } from '../components/FundForm';
import { OfferFilters } from '../components/OfferFilters';
import { OfferModal } from '../components/OfferModal';
import { OfferStatusButton } from '../components/OfferStatusButton';
import { useOfferList } from '../lib/useOfferList';

/** /configurations/funds (Owner): the investment funds whose quotas ranks hand out (docs/admin.md#offers). */
export default function FundsAdminPage() {
  const { filters, setFilters, page, setPage, query } = useOfferList(fundsListQueryOptions);
  const setStatus = useSetOfferStatus<AdminFund>({ deactivate: adminDeactivateFund, reactivate: adminReactivateFund });
  const [editing, setEditing] = useState<{ record?: AdminFund }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<AdminFund>[] = [
    { header: 'Nome', cell: (f) => f.Name },
    { header: 'Valor da cota', align: 'right', nowrap: true, cell: (f) => formatBRL(f.QuotaValue) },
    { header: 'Situação', cell: (f) => <StatusBadge label={f.StatusFormatted} color={f.StatusColor} /> },
    { header: 'Criado em', nowrap: true, cell: (f) => formatDate(f.CreatedOn) },
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (f) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: f })} aria-label={`Editar o fundo ${f.Name}`}>
            Editar
          </Button>
          <OfferStatusButton
            what={`o fundo ${f.Name}`}
            status={f.Status}
            consequence="Ele deixa de poder ser prêmio de um rank; as cotas dos sócios continuam deles."
            onChange={(active) => setStatus.mutateAsync({ id: f.Id, active })}
          />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title="Fundos de Investimento" action={<Button onClick={() => setEditing({})}>Novo fundo</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable
        columns={columns}
        rows={query.data?.rows}
        rowKey={(f) => f.Id}
        minWidth={680}
        loading={query.isPending}
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <OfferModal opened={!!editing} title={editing?.record ? `Fundo ${editing.record.Name}` : 'Novo fundo'} target={editing?.record && `fund:${editing.record.Id}`} onClose={close}>
        {editing && <FundForm key={editing.record?.Id ?? 'new'} record={editing.record} onClose={close} onSaved={(f) => (editing.record ? setEditing({ record: f }) : close())} />}
      </OfferModal>
    </ConsolePage>
  );
}
