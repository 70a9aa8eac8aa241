/** The balance chart's title and height, shared by its placeholder and the chart (docs/charts.md#current-account). */
export const balanceChartTexts = {
  title: 'Saldo nos últimos 90 dias',
  empty: 'Sem movimentações nos últimos 90 dias.',
  unavailable: 'Gráfico indisponível no momento.',
} as const;
export const BALANCE_CHART_HEIGHT = 200;
