import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAward, IconBuildingStore, IconSitemap, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission, messages, Permission, type PermissionId } from '@clube/contract';

interface NetworkCard {
  label: string;
  description: string;
  to: string;
  permission: PermissionId;
  icon: ReactNode;
}

/** Spec part 2, section 2: the cards of /network, each behind its route's permission. */
const cards: NetworkCard[] = [
  { label: messages.networkMyNetwork, description: 'Sua árvore e seus níveis', to: '/network/my-network', permission: Permission.REDE, icon: <IconSitemap /> },
  { label: messages.networkMyAccounts, description: 'Outras contas com o mesmo CPF', to: '/network/secondary-accounts', permission: Permission.REDE, icon: <IconUsers /> },
  { label: messages.networkIndications, description: 'Seus parceiros diretos', to: '/network/indications', permission: Permission.INDICACOES, icon: <IconUserPlus /> },
  { label: messages.networkStoreClients, description: 'Clientes da sua loja virtual', to: '/network/store-clients', permission: Permission.CLIENTES_LOJA, icon: <IconBuildingStore /> },
  { label: messages.careerPlanTitle, description: 'Ranks e recompensas', to: '/network/career-plan', permission: Permission.REDE, icon: <IconAward /> },
];

export function NetworkIndexCards({ rolesIds }: { rolesIds: readonly number[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards
        .filter((c) => hasPermission(rolesIds, c.permission))
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
