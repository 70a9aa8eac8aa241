import { IconAward, IconBuildingStore, IconSitemap, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { messages, Permission } from '@clube/contract';
import { IndexCards, type IndexCard } from '../../../ui/IndexCards';

/** Spec part 2, section 2: the cards of /network, each behind its route's permission. */
const cards: IndexCard[] = [
  { label: messages.networkMyNetwork, description: 'Sua árvore e seus níveis', to: '/network/my-network', permission: Permission.REDE, icon: <IconSitemap /> },
  {
    label: messages.networkMyAccounts,
    description: 'Outras contas com o mesmo CPF',
    to: '/network/secondary-accounts',
    permission: Permission.REDE,
    icon: <IconUsers />,
  },
  {
    label: messages.networkIndications,
    description: 'Seus parceiros diretos',
    to: '/network/indications',
    permission: Permission.INDICACOES,
    icon: <IconUserPlus />,
  },
  {
    label: messages.networkStoreClients,
    description: 'Clientes da sua loja virtual',
    to: '/network/store-clients',
    permission: Permission.CLIENTES_LOJA,
    icon: <IconBuildingStore />,
  },
  { label: messages.careerPlanTitle, description: 'Ranks e recompensas', to: '/network/career-plan', permission: Permission.REDE, icon: <IconAward /> },
];

export function NetworkIndexCards({ rolesIds }: { rolesIds: readonly number[] | undefined }) {
  return <IndexCards cards={cards} rolesIds={rolesIds} />;
}
