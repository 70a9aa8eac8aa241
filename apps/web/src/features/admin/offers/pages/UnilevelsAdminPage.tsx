import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { offerStatusInfo } from '@clube/contract';
import { UnilevelStatus, updateUnilevel, type Unilevel, type UpdateUnilevelRequest } from '@clube/contract/configurations';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { ConsolePage } from '../../components/ConsolePage';
import { unilevelsListQueryOptions } from '../api/offersQueryOptions';
import { useSaveOffer } from '../api/useOfferMutations';
import { OfferFilters } from '../components/OfferFilters';
import { OfferModal } from '../components/OfferModal';
import { OfferStatusButton } from '../components/OfferStatusButton';
import { UnilevelForm } from '../components/UnilevelForm';
import { levelsText } from '../lib/unilevelFormValues';
import { useOfferList } from '../lib/useOfferList';

const statusOf = (u: Unilevel) => ({ label: u.Status === UnilevelStatus.Ativa ? 'Ativa' : 'Inativa', color: offerStatusInfo[u.Status]?.color ?? 'gray' });

/**
 * /configurations/unilevels (Owner): the unilevel tables with their current version; edit the
 * percentages (a new version), rename, deactivate (docs/bonuses.md#unilevel-tables).
 */
export default function UnilevelsAdminPage() {
  const { filters, setFilters, page, setPage, query } = useOfferList(unilevelsListQueryOptions);
  // A table's status changes through its update call, with its name and percentages as they are.
  const setStatus = useSaveOffer<UpdateUnilevelRequest, Unilevel>(updateUnilevel);
  const [editing, setEditing] = useState<{ record?: Unilevel }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<Unilevel>[] = [
    { header: 'Nome', cell: (u) => u.Name },
    { header: 'Versão', align: 'right', cell: (u) => u.Version },
    { header: 'Percentuais por nível', cell: (u) => levelsText(u.Levels) },
    { header: 'Situação', cell: (u) => <StatusBadge {...statusOf(u)} /> },
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: u })} aria-label={`Editar a tabela ${u.Name}`}>
            Editar
          </Button>
          <OfferStatusButton
            what={`a tabela ${u.Name}`}
            status={u.Status}
            consequence="Ela deixa de pagar novas vendas; as comissões que já pagou continuam. Uma tabela em uso na Central de Bonificação não pode ser inativada."
            onChange={(active) =>
              setStatus.mutateAsync({ Id: u.Id, Name: u.Name, Levels: u.Levels, Status: active ? UnilevelStatus.Ativa : UnilevelStatus.Inativa })
            }
          />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title="Tabelas Unilevel" action={<Button onClick={() => setEditing({})}>Nova tabela</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable
        columns={columns}
        rows={query.data?.rows}
        rowKey={(u) => u.Id}
        minWidth={760}
        loading={query.isPending}
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <OfferModal
        opened={!!editing}
        title={editing?.record ? `Tabela ${editing.record.Name}` : 'Nova tabela unilevel'}
        target={editing?.record && `unilevel:${editing.record.Id}`}
        onClose={close}
      >
        {editing && <UnilevelForm key={editing.record?.Id ?? 'new'} record={editing.record} onClose={close} onSaved={(u) => (editing.record ? setEditing({ record: u }) : close())} />}
      </OfferModal>
    </ConsolePage>
  );
}
