import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import { adminDeactivateRank, adminReactivateRank, PrizeType, type AdminRank, type AdminRankPrize } from '@clube/contract/career-plan';
import { formatBRL } from '../../../lib/format';
import type { DataTableColumn } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { OfferListPage, useSetOfferStatus } from '../../admin';
import { adminRanksQueryOptions } from '../api/adminRanksQueryOptions';
import { RankForm } from '../components/RankForm';

const prizeText = (p: AdminRankPrize) =>
  p.Type === PrizeType.Money
    ? formatBRL(p.Amount)
    : p.Type === PrizeType.FundQuotas
      ? messages.careerPlanQuotasPrize(p.Quotas ?? 0, p.FundName ?? '')
      : (p.Description ?? '');

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
];

/** /configurations/career-plan (Owner): ranks by position with requirements and prizes (docs/admin.md#offers). */
export default function CareerPlanAdminPage() {
  const setStatus = useSetOfferStatus<AdminRank>({ deactivate: adminDeactivateRank, reactivate: adminReactivateRank });
  return (
    <OfferListPage<AdminRank>
      title="Plano de Carreira"
      noun={{ the: 'o rank', title: 'Rank', new: 'Novo rank', kind: 'rank' }}
      list={adminRanksQueryOptions}
      columns={columns}
      minWidth={900}
      consequence="Ele deixa de ser alcançado nas próximas avaliações; quem já o alcançou continua com ele e com os prêmios recebidos."
      setStatus={(r, active) => setStatus.mutateAsync({ id: r.Id, active })}
      Form={RankForm}
    />
  );
}
