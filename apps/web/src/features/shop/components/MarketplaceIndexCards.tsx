import { IconBuildingStore, IconBuildingWarehouse, IconPackage, IconReceipt } from '@tabler/icons-react';
import { Permission } from '@clube/contract';
import { IndexCards, type IndexCard } from '../../../ui/IndexCards';

interface MarketplaceCard extends IndexCard {
  /** Only for a member with a distribution center. */
  needsDistributionCenter?: boolean;
}

/** Spec part 2, section 2: the cards of /marketplace, each behind its route's permission. */
const cards: MarketplaceCard[] = [
  { label: 'Loja', description: 'Compre produtos e serviços', to: '/marketplace/shop', permission: Permission.PEDIDOS, icon: <IconBuildingStore /> },
  {
    label: 'Pedidos',
    description: 'Suas compras e os pedidos dos seus clientes',
    to: '/marketplace/orders',
    permission: Permission.PEDIDOS,
    icon: <IconReceipt />,
  },
  { label: 'Produtos', description: 'Seus produtos à venda', to: '/marketplace/products', permission: Permission.PEDIDOS, icon: <IconPackage /> },
  {
    label: 'Armazéns',
    description: 'Armazéns do seu centro de distribuição',
    to: '/marketplace/dist-centers/details',
    permission: Permission.PEDIDOS,
    icon: <IconBuildingWarehouse />,
    needsDistributionCenter: true,
  },
];

export function MarketplaceIndexCards({ rolesIds, hasDistributionCenter }: { rolesIds: readonly number[] | undefined; hasDistributionCenter: boolean }) {
  return <IndexCards cards={cards.filter((c) => !c.needsDistributionCenter || hasDistributionCenter)} rolesIds={rolesIds} />;
}
