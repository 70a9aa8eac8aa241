import { formatReais, reaisToCents } from '../common/money';
import type { DisclosureFigures } from './disclosure';

/** The disclosure's words, shared by the public page, the PDF and the CSV (docs/transparency.md#what-the-page-says). */
export const disclosureTexts = {
  title: 'Divulgação de ganhos dos sócios',
  intro:
    'Quanto os sócios do clube receberam de comissões e bônus no período, a partir dos lançamentos do livro-razão. ' +
    'Ganhos passados não garantem ganhos futuros: o que cada sócio recebe depende das vendas da sua rede.',
  period: 'Período',
  publishedAt: 'Publicado em',
  members: 'Sócios no período',
  earners: 'Sócios que receberam algo',
  bandsTitle: 'Sócios por faixa de ganhos',
  band: 'Faixa de ganhos no período',
  bandMembers: 'Sócios',
  bandShare: '% dos sócios',
  median: 'Ganho mediano (metade dos sócios ganhou até)',
  p90: '90% dos sócios ganharam até',
  p99: '99% dos sócios ganharam até',
  average: 'Ganho médio por sócio',
  total: 'Total pago aos sócios',
  medianPaid: 'O sócio mediano pagou ao clube (adesão, mensalidades, trocas de plano, assinaturas)',
  commissionsTitle: 'De onde vieram as comissões',
  sales: 'Vendas de produtos e serviços (B2B e B2C)',
  adhesionAndFees: 'Adesões, mensalidades, trocas de plano e assinaturas',
  commissionsTotal: 'Total de comissões',
  noCommissions: 'Nenhuma comissão no período.',
  definitions:
    'Sócio no período: conta de sócio qualificada (adesão paga) até o fim do período que, nele, se qualificou, pagou uma fatura, ' +
    'recebeu um ganho ou estava ativa na publicação. Ganhos: comissões e bônus creditados na carteira no período, menos os estornos; ' +
    'o valor de mercadorias vendidas pelo próprio sócio não é ganho.',
  empty: 'Nenhuma divulgação publicada ainda.',
  all: 'Todas as divulgações',
  csv: 'Baixar CSV',
  pdf: 'Baixar PDF',
} as const;

const brl = (reais: number) => formatReais(reaisToCents(reais));
const pct = (v: number) => `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/**
 * The plain sentence on top of every disclosure: what the median member earned, and how many earned
 * nothing. It says most members earn little when the median is at most R$ 100,00 for the period,
 * and says what the median is otherwise: the figures decide, never the wish.
 */
/** A share of the disclosure ('25,39%', '—' when there is none), the same on the page, the PDF and the CSV. */
export const formatDisclosureShare = (v: number | null) =>
  v === null ? '—' : `${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

export function disclosureHeadline(f: Pick<DisclosureFigures, 'Members' | 'Earners' | 'MedianEarned' | 'Bands'>): string {
  if (f.Members === 0) return 'Nenhum sócio no período.';
  const zeroShare = f.Bands.find((b) => b.Key === 'zero')?.Share ?? 0;
  const nothing = `${pct(zeroShare)} dos sócios não receberam nada.`;
  if (f.MedianEarned <= 100) return `A maioria dos sócios ganha pouco: metade recebeu até ${brl(f.MedianEarned)} no período, e ${nothing}`;
  return `Metade dos sócios recebeu até ${brl(f.MedianEarned)} no período; ${nothing}`;
}
