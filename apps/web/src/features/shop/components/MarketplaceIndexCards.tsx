import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconBuildingWarehouse, IconPackage, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission, Permission, type PermissionId } from '@clube/contract';

interface MarketplaceCard {
  label: string;
  description: string;
  to: string;
  permission: PermissionId;
  icon: ReactNode;
  /** Only for a member with a distribution center. */
  needsDistributionCenter?: boolean;
}

/** Spec part 2, section 2: the cards of /marketplace, each behind its route's permission. */
const cards: MarketplaceCard[] = [
  { label: 'Loja', description: 'Compre produtos e serviços', to: '/marketplace/shop', permission: Permission.PEDIDOS, icon: <IconBuildingStore /> },
  { label: 'Pedidos', description: 'Suas compras e os pedidos dos seus clientes', to: '/marketplace/orders', permission: Permission.PEDIDOS, icon: <IconReceipt /> },
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
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards
        .filter((c) => hasPermission(rolesIds, c.permission) && (!c.needsDistributionCenter || hasDistributionCenter))
        .map((c) => (
          <UnstyledButton key={c.to} component={Link} to={c.to} aria-label={c.label}>
            <Paper withBorder p="lg" radius="md" h="100%" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
              <ThemeIcon size={44} radius="md" variant="light">
                {c.icon}
              </ThemeIcon>
              <div>
                <Text fw={600} size="lg">
                  {c.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {c.description}
                </Text>
              </div>
            </Paper>
          </UnstyledButton>
        ))}
    </SimpleGrid>
  );
}
