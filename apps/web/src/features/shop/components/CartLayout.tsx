import { useState, type ReactNode } from 'react';
import { Box, Drawer, Grid } from '@mantine/core';
import { cartCount } from '../lib/cart';
import { usePhone } from '../../../lib/phone';
import { CartBar } from './CartBar';
import { CartPanel, type CartPanelProps } from './CartPanel';

export interface CartLayoutProps {
  /** The filters and the grid (or what replaces them, as a store's sign-up). */
  children: ReactNode;
  cart: CartPanelProps;
  /** A phone's sheet closes on 'Finalizar compra' when the page goes on below it (a store visitor's sign-up). */
  closeOnFinish?: boolean;
}

/**
 * The shop's and a public store's layout: on a desktop the grid on the left and the cart on the
 * right (spec part 2 section 2); on a phone the grid alone, a bar fixed at the bottom with the
 * cart's units, total and 'Finalizar compra', and the cart as a sheet it opens
 * (docs/marketplace.md#the-cart-on-a-phone).
 */
export function CartLayout({ children, cart, closeOnFinish = false }: CartLayoutProps) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone)
    return (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartPanel {...cart} />
        </Grid.Col>
      </Grid>
    );
  const onFinish = () => {
    if (closeOnFinish) setOpen(false);
    cart.onFinish();
  };
  return (
    <>
      {/* Room for the bar, so that it never hides the last row or the pages. */}
      <Box pb={96}>{children}</Box>
      <CartBar count={cartCount(cart.lines)} total={cart.totals.total} onOpen={() => setOpen(true)} />
      <Drawer.Root opened={open} onClose={() => setOpen(false)} position="bottom" size="auto">
        <Drawer.Overlay />
        <Drawer.Content aria-label="Carrinho" style={{ maxHeight: '92dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }}>
          <Drawer.Header py="xs" style={{ justifyContent: 'flex-end' }}>
            <Drawer.CloseButton aria-label="Fechar carrinho" size="xl" />
          </Drawer.Header>
          <Drawer.Body pb="lg">
            <CartPanel {...cart} onFinish={onFinish} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
