import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, Permission } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { distributionCenterQueryOptions } from '../../storages';
import { MarketplaceIndexCards } from '../components/MarketplaceIndexCards';

/** /marketplace: Loja, Pedidos, Produtos, and Armazéns for a member with a distribution center. */
export default function MarketplaceIndexPage() {
  const auth = useAuthData();
  // The distribution-center call needs PEDIDOS; without it there is no card to decide on.
  const center = useQuery({ ...distributionCenterQueryOptions(), enabled: hasPermission(auth?.RolesIds, Permission.PEDIDOS) });
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Marketplace" />
      <MarketplaceIndexCards rolesIds={auth?.RolesIds} hasDistributionCenter={!!center.data} />
    </Box>
  );
}
