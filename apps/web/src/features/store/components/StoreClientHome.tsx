import { useState } from 'react';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { InvoiceStatus, messages } from '@clube/contract';
import { INVOICES_PAGE_SIZE, type GetAllInvoicesRequest } from '@clube/contract/invoices';
import { storePath } from '../../../lib/store-client';
import { DataTable } from '../../../ui/DataTable';
import { LoadingRing } from '../../../ui/LoadingRing';
import { authUserDataQueryOptions } from '../../accounts';
import { invoiceColumns, invoicesQueryOptions } from '../../invoices';
import { OrdersTable } from '../../orders';
import { useRememberStoreClient } from '../lib/useRememberStoreClient';

/** His invoices still to pay (his orders'), newest first. */
const toPay = (page: number): GetAllInvoicesRequest => ({
  PaginationSettings: { Page: page, RowsPerPage: INVOICES_PAGE_SIZE },
  PaginationFilter: { OrderByDescending: true },
  InvoiceStatus: InvoiceStatus.Pendente,
});

/**
 * A store client's home in the office (docs/marketplace.md#public-store): no wallet, earnings nor
 * network, which he does not have; his name, the way back to his store, the invoices he has to
 * pay and his orders.
 */
export function StoreClientHome() {
  const me = useQuery(authUserDataQueryOptions());
  const [page, setPage] = useState(1);
  const invoices = useQuery(invoicesQueryOptions(toPay(page)));
  useRememberStoreClient(me.data);

  // A failure was toasted already; the page stays empty rather than spinning forever.
  if (me.isError) return null;
  const user = me.data?.User;
  if (!user) return <LoadingRing />;
  const store = user.Sponsor;

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="md" wrap="nowrap">
          <Avatar size={56} radius="xl" color="indigo" alt={user.Name}>
            {user.Name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Title order={2} size="h3">
              {user.Name}
            </Title>
            {store && <Text c="dimmed">{messages.storeClientOf(store.Name)}</Text>}
          </div>
        </Group>
        {store && (
          <Button component={Link} to={storePath(store.Username)} variant="light" leftSection={<IconBuildingStore size={18} />}>
            {messages.storeClientBackToStore(store.Name)}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label={messages.storeClientInvoicesToPay}>
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            {messages.storeClientInvoicesToPay}
          </Title>
          <Anchor component={Link} to="/financial/invoices" size="sm">
            {messages.storeClientAllInvoices}
          </Anchor>
        </Group>
        <DataTable
          columns={invoiceColumns}
          rows={invoices.data?.invoices}
          rowKey={(i) => i.Id}
          minWidth={720}
          loading={invoices.isPending}
          pagination={invoices.data?.pagination}
          page={page}
          onPageChange={setPage}
          framed={false}
        />
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-label={messages.storeClientOrders}>
        <Title order={3} size="h4" mb="sm">
          {messages.storeClientOrders}
        </Title>
        <OrdersTable clients={false} />
      </Paper>
    </Stack>
  );
}
