import { Box, Paper, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { OrdersTable } from '../components/OrdersTable';

const TAB_MINE = 'meus';
const TAB_CLIENTS = 'clientes';

/** /marketplace/orders: 'Seus Pedidos' and 'Pedidos dos Seus Clientes' (the tab lives in ?tab=). */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === TAB_CLIENTS ? TAB_CLIENTS : TAB_MINE;
  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title="Pedidos" backTo="/marketplace" />
      <Tabs value={tab} onChange={(v) => setParams(v === TAB_CLIENTS ? { tab: TAB_CLIENTS } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={TAB_MINE}>Seus Pedidos</Tabs.Tab>
          <Tabs.Tab value={TAB_CLIENTS}>Pedidos dos Seus Clientes</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="lg" radius="md" mt="md">
          <Tabs.Panel value={TAB_MINE}>
            <OrdersTable clients={false} />
          </Tabs.Panel>
          <Tabs.Panel value={TAB_CLIENTS}>
            <OrdersTable clients />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Box>
  );
}
