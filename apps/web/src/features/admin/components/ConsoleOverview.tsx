import { BarChart, DonutChart } from '@mantine/charts';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminOverview } from '@clube/contract/admin';
import { useAuthData } from '../../../lib/auth-storage';
import { formatBRL } from '../../../lib/format';
import { ChartFrame } from '../../../ui/charts/ChartFrame';
import { dayLabel, fullDayLabel, moneyTick } from '../../../ui/charts/chartLabels';
import { chartDefaults } from '../../../ui/charts/chartTheme';
import { twoFactorStatusQueryOptions } from '../../profile';
import { adminOverviewQueryOptions } from '../api/adminOverviewQueryOptions';
import { OVERVIEW_CHART_HEIGHT as H, overviewSections, overviewTexts as T } from '../lib/overviewSections';

/** userStatusInfo's colours, in shades that keep 3:1 against the card. */
const statusColors: Record<number, string> = { 0: 'red.8', 1: 'green.8', 2: 'yellow.9', 3: 'gray.7' };
const failedTable = { headers: [], rows: [] };

function Members({ members, failed }: { members: AdminOverview['Members'] | undefined; failed: boolean }) {
  if (!members)
    return (
      <>
        <ChartFrame title={T.byStatus} height={H} table={failed ? failedTable : undefined} emptyText={T.unavailable} />
        <ChartFrame title={T.newMembers} height={H} table={failed ? failedTable : undefined} emptyText={T.unavailable} />
      </>
    );
  const total = members.ByStatus.reduce((s, m) => s + m.Count, 0);
  const newTotal = members.NewByDay.reduce((s, d) => s + d.Count, 0);
  const NEW = 'Novos sócios';
  return (
    <>
      <ChartFrame
        title={T.byStatus}
        summary={`${total.toLocaleString('pt-BR')} sócios`}
        height={H}
        emptyText={total === 0 ? T.membersEmpty : undefined}
        table={{ headers: ['Situação', 'Sócios'], rows: members.ByStatus.map((m) => [m.StatusFormatted, m.Count.toLocaleString('pt-BR')]) }}
      >
        <DonutChart
          {...chartDefaults}
          h={H}
          mx="auto"
          size={160}
          thickness={28}
          withLabelsLine={false}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          data={members.ByStatus.filter((m) => m.Count > 0).map((m) => ({
            name: m.StatusFormatted,
            value: m.Count,
            color: statusColors[m.Status] ?? 'gray.7',
          }))}
        />
      </ChartFrame>
      <ChartFrame
        title={T.newMembers}
        summary={`${newTotal.toLocaleString('pt-BR')} no período`}
        height={H}
        emptyText={newTotal === 0 ? T.newMembersEmpty : undefined}
        table={{ headers: ['Dia', NEW], rows: members.NewByDay.filter((d) => d.Count > 0).map((d) => [fullDayLabel(d.Day), String(d.Count)]) }}
      >
        <BarChart
          {...chartDefaults}
          h={H}
          data={members.NewByDay.map((d) => ({ day: d.Day, [NEW]: d.Count }))}
          dataKey="day"
          series={[{ name: NEW, color: 'teal.8' }]}
          xAxisProps={{ tickFormatter: (d: string) => dayLabel(d) }}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          gridAxis="y"
        />
      </ChartFrame>
    </>
  );
}

function Money({ money, failed }: { money: AdminOverview['Money'] | undefined; failed: boolean }) {
  if (!money)
    return (
      <>
        <ChartFrame title={T.money} height={H} table={failed ? failedTable : undefined} emptyText={T.unavailable} />
        <PendingWithdrawals pending={undefined} />
      </>
    );
  const [REV, BON] = ['Receita', 'Bônus pagos'];
  const sum = (pick: (d: AdminOverview['Money'] & object) => number[]) => pick(money).reduce((s, v) => s + Math.round(v * 100), 0) / 100;
  const revenue = sum((m) => m.Days.map((d) => d.Revenue));
  const bonuses = sum((m) => m.Days.map((d) => d.Commissions));
  const moving = money.Days.filter((d) => d.Revenue !== 0 || d.Commissions !== 0);
  return (
    <>
      <ChartFrame
        title={T.money}
        summary={`${REV}: ${formatBRL(revenue)} · ${BON}: ${formatBRL(bonuses)}`}
        height={H}
        emptyText={moving.length === 0 ? T.moneyEmpty : undefined}
        table={{ headers: ['Dia', REV, BON], rows: moving.map((d) => [fullDayLabel(d.Day), formatBRL(d.Revenue), formatBRL(d.Commissions)]) }}
      >
        <BarChart
          {...chartDefaults}
          h={H}
          data={money.Days.map((d) => ({ day: d.Day, [REV]: d.Revenue, [BON]: d.Commissions }))}
          dataKey="day"
          series={[
            { name: REV, color: 'indigo.7' },
            { name: BON, color: 'orange.8' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 30 }}
          xAxisProps={{ tickFormatter: (d: string) => dayLabel(d) }}
          yAxisProps={{ width: 72, tickFormatter: moneyTick }}
          valueFormatter={(v) => formatBRL(v)}
          gridAxis="y"
        />
      </ChartFrame>
      <PendingWithdrawals pending={money.PendingWithdrawals} />
    </>
  );
}

/** Count and value of the withdrawals waiting for an operator, with the way to the queue. */
function PendingWithdrawals({ pending }: { pending: { Count: number; Value: number } | undefined }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={T.withdrawals}>
      <Title order={3} size="h5">
        {T.withdrawals}
      </Title>
      <Stack gap={4} mt="sm">
        <Text fw={700} size="xl">
          {pending ? formatBRL(pending.Value) : '—'}
        </Text>
        <Text size="sm" c="gray.7">
          {pending ? `${pending.Count.toLocaleString('pt-BR')} ${pending.Count === 1 ? 'saque aguardando' : 'saques aguardando'}` : ''}
        </Text>
        <Group>
          <Anchor component={Link} to="/configurations/withdrawals" size="sm">
            Abrir a fila de saques
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function Jobs({ jobs, failed }: { jobs: AdminOverview['Jobs'] | undefined; failed: boolean }) {
  if (!jobs) return <ChartFrame title={T.jobs} height={H} table={failed ? failedTable : undefined} emptyText={T.unavailable} />;
  const [OK, FAIL] = ['Concluídas', 'Falhas'];
  const ran = jobs.filter((j) => j.Succeeded + j.Failed > 0);
  const failures = jobs.reduce((s, j) => s + j.Failed, 0);
  return (
    <ChartFrame
      title={T.jobs}
      summary={`${ran.length} de ${jobs.length} rotinas executadas · ${failures} ${failures === 1 ? 'falha' : 'falhas'}`}
      height={H}
      emptyText={ran.length === 0 ? T.jobsEmpty : undefined}
      table={{ headers: ['Rotina', OK, FAIL], rows: jobs.map((j) => [j.Label, String(j.Succeeded), String(j.Failed)]) }}
    >
      <BarChart
        {...chartDefaults}
        h={H}
        data={jobs.map((j) => ({ job: j.Label, [OK]: j.Succeeded, [FAIL]: j.Failed }))}
        dataKey="job"
        type="stacked"
        orientation="vertical"
        series={[
          { name: OK, color: 'green.8' },
          { name: FAIL, color: 'red.8' },
        ]}
        yAxisProps={{ width: 170 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="x"
      />
    </ChartFrame>
  );
}

const monthLabel = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;
const sharePct = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`);

/**
 * The compliance panel (docs/transparency.md#the-compliance-panel): each month's commissions from
 * sales against those from adhesions and fees, as shares of the month, and a warning naming the
 * months where adhesions and fees passed the club's limit.
 */
function Compliance({ compliance, failed }: { compliance: AdminOverview['Compliance'] | undefined; failed: boolean }) {
  if (!compliance) return <ChartFrame title={T.compliance} height={H} table={failed ? failedTable : undefined} emptyText={T.unavailable} />;
  const [SALES, FEES] = ['Vendas', 'Adesões e mensalidades'];
  const moving = compliance.Months.filter((m) => m.AdhesionAndFeesShare !== null);
  const above = compliance.MonthsAboveLimit;
  return (
    <Stack gap="sm">
      {above.length > 0 && (
        <Alert color="red" variant="light" title={`Atenção: comissões de adesões e mensalidades acima de ${compliance.Limit}%`}>
          {`Em ${above.length === 1 ? '1 mês' : `${above.length} meses`} dos últimos 12 (${above.map(monthLabel).join(', ')}), mais de ${compliance.Limit}% das comissões vieram de adesões, mensalidades, trocas de plano e assinaturas, e não de vendas. Um clube cujo dinheiro vem do recrutamento, e não das vendas, é o que a lei chama de pirâmide (Lei 1.521/51, art. 2º, IX).`}
        </Alert>
      )}
      <ChartFrame
        title={T.compliance}
        summary={`Limite do clube: ${compliance.Limit}% de adesões e mensalidades`}
        height={H}
        emptyText={moving.length === 0 ? T.complianceEmpty : undefined}
        table={{
          headers: ['Mês', SALES, FEES, `% ${FEES}`],
          rows: moving.map((m) => [monthLabel(m.Month), formatBRL(m.Sales), formatBRL(m.AdhesionAndFees), sharePct(m.AdhesionAndFeesShare)]),
        }}
      >
        <BarChart
          {...chartDefaults}
          h={H}
          data={compliance.Months.map((m) => ({ month: m.Month, [SALES]: m.Sales, [FEES]: m.AdhesionAndFees }))}
          dataKey="month"
          type="percent"
          series={[
            { name: SALES, color: 'teal.8' },
            { name: FEES, color: 'orange.8' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 30 }}
          xAxisProps={{ tickFormatter: (m: string) => monthLabel(m).slice(0, 2) }}
          valueFormatter={(v) => formatBRL(v)}
          gridAxis="y"
        />
      </ChartFrame>
    </Stack>
  );
}

/**
 * The console's first page (docs/charts.md#console), loaded lazily with Recharts: members by status
 * and new per day, revenue against bonuses paid, pending withdrawals and today's job runs, each
 * for the staff roles whose pages show the same records. Asked only once the session passed its
 * second factor: the API refuses the console's calls before.
 */
export default function ConsoleOverview() {
  const sections = overviewSections(useAuthData()?.RolesIds);
  const secondFactor = useQuery(twoFactorStatusQueryOptions());
  const overview = useQuery({ ...adminOverviewQueryOptions(), enabled: secondFactor.data?.Activated2FA === true });
  const failed = overview.isError;
  const data = overview.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {sections.members && <Members members={data?.Members ?? undefined} failed={failed} />}
      {sections.money && <Money money={data?.Money ?? undefined} failed={failed} />}
      {sections.jobs && <Jobs jobs={data?.Jobs ?? undefined} failed={failed} />}
      {sections.compliance && <Compliance compliance={data?.Compliance ?? undefined} failed={failed} />}
    </SimpleGrid>
  );
}
