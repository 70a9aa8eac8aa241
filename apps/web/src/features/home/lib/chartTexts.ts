/** The home charts' titles and empty states (docs/charts.md#home); the placeholder and the charts share them. */
export const homeChartTexts = {
  earnings: 'Ganhos dos últimos 30 dias',
  earningsEmpty: 'Nenhum ganho nos últimos 30 dias.',
  network: 'Novos sócios na rede por mês',
  networkEmpty: 'Nenhum novo sócio na sua rede nos últimos 12 meses.',
  rank: 'Progresso para o próximo rank',
  rankNoRanks: 'O plano de carreira ainda não tem ranks.',
  rankAllAchieved: 'Você alcançou todos os ranks do plano de carreira.',
  unavailable: 'Gráfico indisponível no momento.',
} as const;

/** The drawing's height of every home chart, placeholder included (no layout shift when the chunk arrives). */
export const HOME_CHART_HEIGHT = 240;
