import { adminDeactivateSubscription, adminReactivateSubscription, type AdminSubscription } from '@clube/contract/subscriptions';
import { formatBRL } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { OfferListPage, useSetOfferStatus } from '../../admin';
import { adminSubscriptionsQueryOptions } from '../api/adminSubscriptionsQueryOptions';
import { SubscriptionForm } from '../components/SubscriptionForm';

/** /configurations/subscriptions (Owner): the subscriptions the club sells (docs/admin.md#offers). */
export default function SubscriptionsAdminPage() {
  const setStatus = useSetOfferStatus<AdminSubscription>({ deactivate: adminDeactivateSubscription, reactivate: adminReactivateSubscription });
  return (
    <OfferListPage<AdminSubscription>
      title="Assinaturas"
      noun={{ the: 'a assinatura', title: 'Assinatura', new: 'Nova assinatura', kind: 'subscription' }}
      list={adminSubscriptionsQueryOptions}
      columns={[
        { header: 'Nome', cell: (s) => s.Name },
        { header: 'Valor', align: 'right', nowrap: true, cell: (s) => formatBRL(s.Price) },
        { header: 'Recorrência', cell: (s) => s.FrequencyTypeFormatted },
        { header: 'Valor da Recorrência', align: 'right', nowrap: true, cell: (s) => formatBRL(s.FrequencyPrice) },
        { header: 'Situação', cell: (s) => <StatusBadge label={s.StatusFormatted} color={s.StatusColor} /> },
      ]}
      minWidth={820}
      consequence="Ela deixa de aceitar novos assinantes; quem já assina continua, renova e pode cancelar."
      setStatus={(s, active) => setStatus.mutateAsync({ id: s.Id, active })}
      Form={SubscriptionForm}
    />
  );
}
