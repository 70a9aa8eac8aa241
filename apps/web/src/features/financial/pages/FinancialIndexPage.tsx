import type { ReactNode } from 'react';
import { Box, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconBuildingBank, IconCash, IconChartPie, IconFileInvoice, IconReceipt, IconWallet } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { hasPermission, messages, Permission, type PermissionId } from '@clube/contract';
import { useAuthData } from '../../../lib/auth-storage';
import { storeOfSession } from '../../../lib/store-client';
import { PageTitleBar } from '../../../ui/PageTitleBar';

interface FinancialCard {
  label: string;
  to: string;
  permission: PermissionId;
  icon: ReactNode;
}

/** The cards of the financial index, each shown only to members holding its route's permission. */
const cards: FinancialCard[] = [
  { label: 'Faturas', to: '/financial/invoices', permission: Permission.FATURAS, icon: <IconFileInvoice /> },
  { label: 'Conta Corrente', to: '/financial/current-account', permission: Permission.CONTA_CORRENTE, icon: <IconWallet /> },
  { label: 'Extrato de Bônus', to: '/financial/bonus-statement', permission: Permission.CONTA_CORRENTE, icon: <IconReceipt /> },
  { label: 'Saques', to: '/financial/withdrawals', permission: Permission.SAQUE, icon: <IconCash /> },
  { label: 'Contas Bancárias', to: '/financial/bank-accounts', permission: Permission.CONTAS_BANCARIAS, icon: <IconBuildingBank /> },
  { label: 'Transferências', to: '/financial/transfers', permission: Permission.TRANSFERENCIA, icon: <IconArrowsExchange /> },
  { label: 'Minhas Cotas', to: '/financial/quotas', permission: Permission.TRANSFERENCIA, icon: <IconChartPie /> },
];

/** /financial; a store client has no wallet to manage here: his invoices and orders are on his own home (docs/marketplace.md#public-store). */
export default function FinancialIndexPage() {
  const auth = useAuthData();
  if (storeOfSession(auth)) return <Navigate to="/" replace />;
  const visible = cards.filter((c) => hasPermission(auth?.RolesIds, c.permission));
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.financial} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {visible.map((c) => (
          <UnstyledButton key={c.to} component={Link} to={c.to}>
            <Paper withBorder p="lg" radius="md" h="100%" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
              <ThemeIcon size={44} radius="md" variant="light">
                {c.icon}
              </ThemeIcon>
              <Text fw={600} size="lg">
                {c.label}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Box>
  );
}
