import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductStock } from '@clube/contract/products';
import { renderWithProviders } from '../../../test/render';
import { ProductDetail } from '../components/ProductDetail';
import { stockOptionsOf } from '../lib/cart';
import { optionOfChoice, valueInStock, variantAttributesOf } from '../lib/variantPickers';
import { entry } from './fixtures';

const COR = { Id: 1, Name: 'Cor' };
const TAMANHO = { Id: 2, Name: 'Tamanho' };
const feature = (id: number, name: string, category: { Id: number; Name: string }) => ({ FeatureId: id, Feature: { Id: id, Name: name, Category: category } });
const azul = feature(5, 'Azul', COR);
const verde = feature(6, 'Verde', COR);
const p = feature(7, 'P', TAMANHO);
const m = feature(8, 'M', TAMANHO);
const variant = (id: number, quantity: number, features: ProductStock['StockFeatures']): ProductStock => ({
  Id: id,
  Name: `Estoque ${id}`,
  Quantity: quantity,
  StorageId: 1,
  StockFeatures: features,
});

/** Camiseta in Azul/Verde × P/M; Verde P has no units left; Verde M sits in two storages. */
const stocks = [variant(1, 3, [azul, p]), variant(2, 2, [m, azul]), variant(3, 0, [verde, p]), variant(4, 1, [verde, m]), variant(5, 4, [verde, m])];
const camiseta = entry({ id: 1, name: 'Camiseta', stocks });

describe('variant attributes', () => {
  const options = stockOptionsOf(stocks);
  const attributes = variantAttributesOf(stocks, options)!;

  it('turns options of one value per category into one picker per attribute, values sorted', () => {
    expect(attributes.map((a) => [a.name, a.values.map((v) => v.name)])).toEqual([
      ['Cor', ['Azul', 'Verde']],
      ['Tamanho', ['M', 'P']],
    ]);
  });

  it('keeps the list when the options are not such a grid', () => {
    expect(variantAttributesOf([variant(1, 3, [azul])], stockOptionsOf([variant(1, 3, [azul])]))).toBeNull();
    const mixed = [variant(1, 3, [azul, p]), variant(2, 3, [verde])];
    expect(variantAttributesOf(mixed, stockOptionsOf(mixed))).toBeNull();
    const noFeatures = [variant(1, 3, []), variant(2, 3, [])];
    expect(variantAttributesOf(noFeatures, stockOptionsOf(noFeatures))).toBeNull();
  });

  it('names the option of a full choice, and tells which values still have units', () => {
    expect(optionOfChoice(options, attributes, { 1: 5 })).toBeNull();
    expect(optionOfChoice(options, attributes, { 1: 6, 2: 8 })).toMatchObject({ featureIds: [6, 8], available: 4 });
    expect(valueInStock(options, { 1: 6 }, 2, 7)).toBe(false);
    expect(valueInStock(options, { 1: 5 }, 2, 7)).toBe(true);
    // Verde is still there with M, whatever size is chosen, since changing the colour is allowed.
    expect(valueInStock(options, { 2: 7 }, 1, 6)).toBe(false);
    expect(valueInStock(options, {}, 1, 6)).toBe(true);
  });
});

describe('ProductDetail with pickers', () => {
  it('shows a row per attribute, disables a combination without stock, and adds the option picked', async () => {
    const u = userEvent.setup();
    const onAdd = vi.fn();
    renderWithProviders(<ProductDetail entry={camiseta} pricing="B2B" onAdd={onAdd} onBack={() => {}} />);
    expect(screen.queryByRole('radio', { name: /Cor: Azul/ })).not.toBeInTheDocument();
    const cor = screen.getByRole('radiogroup', { name: 'Cor' });
    const tamanho = screen.getByRole('radiogroup', { name: 'Tamanho' });

    await u.click(screen.getByRole('radio', { name: 'P' }));
    expect(screen.getByRole('radio', { name: 'Verde' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Azul' })).toBeEnabled();
    await u.click(screen.getByRole('radio', { name: 'Azul' }));
    expect(screen.getByText('Estoque: 3')).toBeInTheDocument();

    // M frees Verde again; choosing Verde keeps M, which it has.
    await u.click(screen.getByRole('radio', { name: 'M' }));
    await u.click(screen.getByRole('radio', { name: 'Verde' }));
    expect(screen.getByRole('radio', { name: 'P' })).toBeDisabled();
    expect(screen.getByText('Estoque: 4')).toBeInTheDocument();
    expect(cor).toHaveTextContent('Cor: Verde');
    expect(tamanho).toHaveTextContent('Tamanho: M');

    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ featureIds: [6, 8], available: 4 }), 1);
  });

  it('asks for the option while an attribute is not chosen', async () => {
    const u = userEvent.setup();
    const onAdd = vi.fn();
    renderWithProviders(<ProductDetail entry={camiseta} pricing="B2B" onAdd={onAdd} onBack={() => {}} />);
    await u.click(screen.getByRole('radio', { name: 'Azul' }));
    await u.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledWith(null, 1);
  });
});
