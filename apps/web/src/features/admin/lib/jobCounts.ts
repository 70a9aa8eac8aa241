import { jobCountLabels } from '@clube/contract/admin';

/** A run's counts as one line: 'Faturas canceladas: 2 · Sócios avisados: 5'. */
export function countsText(counts: Record<string, number> | null): string {
  if (!counts) return '';
  return Object.entries(counts)
    .map(([name, n]) => `${jobCountLabels[name] ?? name}: ${n.toLocaleString('pt-BR')}`)
    .join(' · ');
}
