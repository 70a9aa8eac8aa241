import { Anchor, Divider, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@clube/contract';
import { OrderStatus, type Order } from '@clube/contract/orders';
import { formatBRL, formatDate, formatDateTime } from '../../../lib/format';
import { applyMask, masks } from '../../../lib/masks';
import { LoadingRing } from '../../../ui/LoadingRing';
import { StatusBadge } from '../../../ui/StatusBadge';
import { paymentUrl } from '../../invoices';
import { orderQueryOptions } from '../api/orderQueryOptions';
import { OrderTimeline } from './OrderTimeline';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A long e-mail wraps inside its column instead of running over the next one. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

function addressLines(a: Order['DeliveryAddress']): string[] {
  const street = [a.Street, a.Number].filter(Boolean).join(', ');
  const place = [a.District, [a.City, a.State].filter(Boolean).join('/')].filter(Boolean).join(' - ');
  return [street, a.Complement ?? '', place, a.ZipCode ? `CEP ${applyMask(masks.zip, a.ZipCode)}` : ''].filter(Boolean);
}

function OrderDetails({ order }: { order: Order }) {
  const address = addressLines(order.DeliveryAddress);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">Data da Compra: {formatDate(order.Created)}</Text>
        <StatusBadge label={order.StatusFormatted} color={order.StatusColor} />
      </Group>
      <OrderTimeline order={order} />
      <div>
        <Text fw={600} mb={4}>
          Usuário
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Field label="Nome" value={order.User.Name} />
          <Field label="Email" value={order.User.Email} />
          <Field label="Telefone" value={order.User.PhoneOne ? applyMask(masks.phone, order.User.PhoneOne) : null} />
        </SimpleGrid>
      </div>
      <div>
        <Text fw={600} mb={4}>
          Endereço de Entrega
        </Text>
        {address.length === 0 ? (
          <Text size="sm">-</Text>
        ) : (
          address.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))
        )}
        <Text size="sm" c="dimmed" mt={4}>
          Entrega: {order.DeliveryTitle}
        </Text>
      </div>
      <div>
        <Text fw={600} mb={4}>
          Itens
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Produto</Table.Th>
                <Table.Th ta="right">Quantidade</Table.Th>
                <Table.Th ta="right">Preço</Table.Th>
                <Table.Th ta="right">Desconto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.OrderItems.map((i) => (
                <Table.Tr key={i.Id}>
                  <Table.Td>{i.Product.Name}</Table.Td>
                  <Table.Td ta="right">{i.Quantity}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatBRL(i.Price)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatBRL(i.Discount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      <Divider />
      <Stack gap={2} align="flex-end">
        <Text size="sm">Desconto: {formatBRL(order.DiscountValue)}</Text>
        <Text size="sm">Frete: {formatBRL(order.DeliveryValue)}</Text>
        <Text fw={700}>Total: {formatBRL(order.FixedTotalValue)}</Text>
        {order.CanWithdraw && order.WithdrawalDeadline && (
          <Text size="sm" c="dimmed">
            {messages.orderWithdrawUntil(formatDateTime(order.WithdrawalDeadline))}
          </Text>
        )}
        {order.Status === OrderStatus.AguardandoPagamento && order.InvoiceToken && (
          <Anchor component={Link} to={paymentUrl(order.InvoiceToken)} fw={600}>
            {messages.payInvoice}
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}

/** The order's timeline, buyer, delivery address and items (spec part 2 section 2, Orders), read fresh by id. */
export function OrderDetailsModal({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  return (
    <Modal opened={orderId !== null} onClose={onClose} title={orderId !== null ? `Pedido #${orderId}` : ''} size="lg" centered>
      {order.data && order.data.Id === orderId ? <OrderDetails order={order.data} /> : <LoadingRing />}
    </Modal>
  );
}
