import { adminDeactivatePlan, adminReactivatePlan, type AdminPlan } from '@clube/contract/plans';
import { formatBRL, formatDate } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { OfferListPage, useSetOfferStatus } from '../../admin';
import { adminPlansQueryOptions } from '../api/adminPlansQueryOptions';
import { PlanForm } from '../components/PlanForm';

/**
 * /configurations/plans (Owner): the club's plans, active and inactive; create, edit, deactivate
 * or reactivate, and each plan's history in its edit modal (docs/admin.md#offers).
 */
export default function PlansAdminPage() {
  const setStatus = useSetOfferStatus<AdminPlan>({ deactivate: adminDeactivatePlan, reactivate: adminReactivatePlan });
  return (
    <OfferListPage<AdminPlan>
      title="Planos"
      noun={{ the: 'o plano', title: 'Plano', new: 'Novo plano', kind: 'plan' }}
      list={adminPlansQueryOptions}
      columns={[
        { header: 'Nome', cell: (p) => p.Name },
        { header: 'Valor', align: 'right', nowrap: true, cell: (p) => formatBRL(p.Price) },
        { header: 'Mensalidade', align: 'right', nowrap: true, cell: (p) => formatBRL(p.MonthlyPayment) },
        { header: 'Situação', cell: (p) => <StatusBadge label={p.StatusFormatted} color={p.StatusColor} /> },
        { header: 'Criado em', nowrap: true, cell: (p) => formatDate(p.CreatedOn) },
      ]}
      minWidth={760}
      consequence="Ele deixa de ser oferecido no cadastro e na troca de plano; os sócios que o têm continuam com ele e as faturas já emitidas podem ser pagas."
      setStatus={(p, active) => setStatus.mutateAsync({ id: p.Id, active })}
      Form={PlanForm}
    />
  );
}
