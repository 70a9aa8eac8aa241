import type { InvestmentFundQuota } from '@clube/contract/quotas';
import type { DataTableColumn } from '../../../ui/DataTable';

/** ID, fund name and quota count. */
export const quotaColumns: DataTableColumn<InvestmentFundQuota>[] = [
  { header: 'ID', cell: (q) => q.Id },
  { header: 'Fundo de Investimento', cell: (q) => q.InvestmentFund.Name },
  { header: 'Cotas', align: 'right', cell: (q) => q.Quotas.toLocaleString('pt-BR') },
];
