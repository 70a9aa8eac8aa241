import { adminDeactivateFund, adminReactivateFund, type AdminFund } from '@clube/contract/quotas';
import { formatBRL, formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { OfferListPage, useSetOfferStatus } from '../../admin';
import { adminFundsQueryOptions } from '../api/adminFundsQueryOptions';
import { FundForm } from '../components/FundForm';

/** /configurations/funds (Owner): the investment funds whose quotas ranks hand out (docs/admin.md#offers). */
export default function FundsAdminPage() {
  const setStatus = useSetOfferStatus<AdminFund>({ deactivate: adminDeactivateFund, reactivate: adminReactivateFund });
  return (
    <OfferListPage<AdminFund>
      title="Fundos de Investimento"
      noun={{ the: 'o fundo', title: 'Fundo', new: 'Novo fundo', kind: 'fund' }}
      list={adminFundsQueryOptions}
      columns={[
        { header: 'Nome', cell: (f) => f.Name },
        { header: 'Valor da cota', align: 'right', nowrap: true, cell: (f) => formatBRL(f.QuotaValue) },
        { header: 'Situação', cell: (f) => <StatusBadge label={f.StatusFormatted} color={f.StatusColor} /> },
        { header: 'Criado em', nowrap: true, cell: (f) => formatDate(f.CreatedOn) },
      ]}
      minWidth={680}
      consequence="Ele deixa de poder ser prêmio de um rank; as cotas dos sócios continuam deles."
      setStatus={(f, active) => setStatus.mutateAsync({ id: f.Id, active })}
      Form={FundForm}
    />
  );
}
