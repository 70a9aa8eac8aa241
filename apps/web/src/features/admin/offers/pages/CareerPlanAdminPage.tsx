import { useState } from 'react';
import { Button, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { adminDeactivateRank, adminReactivateRank, PrizeType, type AdminRank, type AdminRankPrize } from '@clube/contract/career-plan';
import { formatBRL } from '../../../../lib/format';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { ConsolePage } from '../../components/ConsolePage';
import { ranksListQueryOptions } from '../api/offersQueryOptions';
import { useSetOfferStatus } from '../api/useOfferMutations';
import { OfferFilters } from '../components/OfferFilters';
import { OfferModal } from '../components/OfferModal';
import { OfferStatusButton } from '../components/OfferStatusButton';
import { RankForm } from '../components/RankForm';
import { useOfferList } from '../lib/useOfferList';

const prizeText = (p: AdminRankPrize) =>
  p.Type === PrizeType.Money ? formatBRL(p.Amount) : p.Type === PrizeType.FundQuotas ? messages.careerPlanQuotasPrize(p.Quotas ?? 0, p.FundName ?? '') : (p.Description ?? '');

/** /configurations/career-plan (Owner): ranks by position with requirements and prizes (docs/admin.md#offers). */
export default function CareerPlanAdminPage() {
  const { filters, setFilters, page, setPage, query } = useOfferList(ranksListQueryOptions);
  const setStatus = useSetOfferStatus<AdminRank>({ deactivate: adminDeactivateRank, reactivate: adminReactivateRank });
  const [editing, setEditing] = useState<{ record?: AdminRank }>();
  const close = () => setEditing(undefined);
  const columns: DataTableColumn<AdminRank>[] = [
    { header: 'Posição', align: 'right', cell: (r) => r.Position },
    {
      header: 'Rank',
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={r.Color} size={14} />
          <Text size="sm">{r.Name}</Text>
        </Group>
      ),
    },
    {
      header: 'Requisitos',
      cell: (r) => (
        <Text size="xs">
          {r.ActiveDirects} diretos ativos · {r.ActiveNetwork} ativos na rede · {formatBRL(r.GroupVolume)} no mês
        </Text>
      ),
    },
    {
      header: 'Prêmios',
      cell: (r) =>
        r.Prizes.length === 0 ? (
          <Text size="xs" c="dimmed">
            {messages.careerPlanNoPrizes}
          </Text>
        ) : (
          <Stack gap={0}>
            {r.Prizes.map((p) => (
              <Text key={p.Id} size="xs">
                {prizeText(p)}
              </Text>
            ))}
          </Stack>
        ),
    },
    { header: 'Situação', cell: (r) => <StatusBadge label={r.StatusFormatted} color={r.StatusColor} /> },
    {
      header: '',
      ariaLabel: 'Ações',
      nowrap: true,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setEditing({ record: r })} aria-label={`Editar o rank ${r.Name}`}>
            Editar
          </Button>
          <OfferStatusButton
            what={`o rank ${r.Name}`}
            status={r.Status}
            consequence="Ele deixa de ser alcançado nas próximas avaliações; quem já o alcançou continua com ele e com os prêmios recebidos."
            onChange={(active) => setStatus.mutateAsync({ id: r.Id, active })}
          />
        </Group>
      ),
    },
  ];
  return (
    <ConsolePage title="Plano de Carreira" action={<Button onClick={() => setEditing({})}>Novo rank</Button>}>
      <OfferFilters name={filters.name} status={filters.status} onChange={setFilters} />
      <DataTable
        columns={columns}
        rows={query.data?.rows}
        rowKey={(r) => r.Id}
        minWidth={900}
        loading={query.isPending}
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
      />
      <OfferModal opened={!!editing} title={editing?.record ? `Rank ${editing.record.Name}` : 'Novo rank'} target={editing?.record && `rank:${editing.record.Id}`} onClose={close}>
        {editing && <RankForm key={editing.record?.Id ?? 'new'} record={editing.record} onClose={close} onSaved={(r) => (editing.record ? setEditing({ record: r }) : close())} />}
      </OfferModal>
    </ConsolePage>
  );
}
