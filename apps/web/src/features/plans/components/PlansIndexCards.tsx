import { IconListDetails, IconRepeat } from '@tabler/icons-react';
import { messages, Permission } from '@clube/contract';
import { IndexCards, type IndexCard } from '../../../ui/IndexCards';

/** Spec part 2 §2: the cards of /plans, each behind its route's permission. */
const cards: IndexCard[] = [
  {
    label: messages.systemPlansTitle,
    description: 'Seu plano e a troca de plano',
    to: '/plans/system-plans',
    permission: Permission.PLANOS,
    icon: <IconListDetails />,
  },
  { label: 'Assinaturas', description: 'Assine ou cancele assinaturas', to: '/plans/subscriptions', permission: Permission.ASSINATURAS, icon: <IconRepeat /> },
];

export function PlansIndexCards({ rolesIds }: { rolesIds: readonly number[] | undefined }) {
  return <IndexCards cards={cards} rolesIds={rolesIds} />;
}
