import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { CartLayout } from '../components/CartLayout';
import type { CartPanelProps } from '../components/CartPanel';
import { cartTotals, lineOf, stockOptionsOf } from '../lib/cart';
import { camiseta, caneca } from './fixtures';

const lines = [lineOf(camiseta, stockOptionsOf(camiseta.Stocks)[1]!, 2), lineOf(caneca, stockOptionsOf(caneca.Stocks)[0]!, 1)];

function panel(overrides: Partial<CartPanelProps> = {}): CartPanelProps {
  return {
    lines,
    onRemove: () => {},
    pricing: 'B2B',
    delivery: null,
    // 2 × R$ 100 + R$ 40 at list price, R$ 25 of dealer discount, R$ 12,50 of freight.
    totals: cartTotals(240, 12.5, 25),
    updating: false,
    canFinish: true,
    finishing: false,
    onFinish: () => {},
    ...overrides,
  };
}

const asPhone = (phone: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('CartLayout on a phone', () => {
  beforeEach(() => asPhone(true));

  it('keeps a bar with the units and the total; its Finalizar compra opens the cart, whose lines add up', async () => {
    const u = userEvent.setup();
    const onFinish = vi.fn();
    renderWithProviders(
      <CartLayout cart={panel({ onFinish })}>
        <p>Grade de produtos</p>
      </CartLayout>,
    );
    const bar = screen.getByRole('region', { name: 'Resumo do carrinho' });
    expect(within(bar).getByLabelText('Itens no carrinho')).toHaveTextContent('3 itens');
    expect(within(bar).getByLabelText('Total do carrinho').textContent!.replace(/\s/g, ' ')).toBe('R$ 227,50');
    // No cart column under the grid.
    expect(screen.queryByRole('complementary', { name: 'Carrinho' })).not.toBeInTheDocument();

    await u.click(within(bar).getByRole('button', { name: 'Finalizar compra' }));
    const cart = await screen.findByRole('complementary', { name: 'Carrinho' });
    const amounts = within(cart)
      .getAllByLabelText('Valor do item')
      .map((e) => e.textContent!.replace(/\s/g, ' '));
    expect(amounts).toEqual(['R$ 180,00', 'R$ 35,00']);
    expect(within(cart).getByText('2 × R$ 90,00')).toBeInTheDocument();
    expect(
      within(within(cart).getByRole('group', { name: 'Subtotal' }))
        .getByText(/R\$/)
        .textContent!.replace(/\s/g, ' '),
    ).toBe('R$ 215,00');
    expect(within(cart).getByRole('group', { name: 'Desconto' }).textContent!.replace(/\s/g, ' ')).toBe('Você economiza R$ 25,00');
    expect(within(cart).getByLabelText('3 itens no carrinho')).toBeInTheDocument();

    await u.click(within(cart).getByRole('button', { name: 'Finalizar compra' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('cannot open an empty cart', () => {
    renderWithProviders(
      <CartLayout cart={panel({ lines: [], totals: cartTotals(0, 0, 0) })}>
        <p>Grade</p>
      </CartLayout>,
    );
    const bar = screen.getByRole('region', { name: 'Resumo do carrinho' });
    expect(within(bar).getByLabelText('Itens no carrinho')).toHaveTextContent('0 itens');
    expect(within(bar).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  });
});

describe('CartLayout on a desktop', () => {
  beforeEach(() => asPhone(false));

  it('keeps the cart beside the grid, with no bar', () => {
    renderWithProviders(
      <CartLayout cart={panel()}>
        <p>Grade</p>
      </CartLayout>,
    );
    expect(screen.getByRole('complementary', { name: 'Carrinho' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumo do carrinho' })).not.toBeInTheDocument();
  });
});
