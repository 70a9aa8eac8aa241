import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/render';
import { MoneyField } from '../MoneyField';

afterEach(() => cleanup());

let held: number | '' = '';
function Form({ initial }: { initial: number | '' }) {
  const { control, watch } = useForm<{ Price: number | '' }>({ defaultValues: { Price: initial } });
  held = watch('Price');
  return <MoneyField control={control} name="Price" label="Preço" />;
}

describe('money inputs: typed from the cents (docs/club.md#forms)', () => {
  it('reads each digit as centavos: 8 9 9 0 is R$ 89,90, held as 89.9 reais', async () => {
    renderWithProviders(<Form initial="" />);
    const price = screen.getByLabelText('Preço');
    expect(price).toHaveValue('');
    expect(price).toHaveAttribute('placeholder', 'R$ 0,00');
    await userEvent.type(price, '8');
    expect(price).toHaveValue('R$ 0,08');
    await userEvent.type(price, '990');
    expect(price).toHaveValue('R$ 89,90');
    expect(held).toBe(89.9);
  });

  it('shows a saved value with two decimals and dots between thousands', () => {
    renderWithProviders(<Form initial={54.9} />);
    expect(screen.getByLabelText('Preço')).toHaveValue('R$ 54,90');
    cleanup();
    renderWithProviders(<Form initial={1234567.8} />);
    expect(screen.getByLabelText('Preço')).toHaveValue('R$ 1.234.567,80');
  });

  it('erases from the right, down to an empty field; a typed 0 is a zero', async () => {
    renderWithProviders(<Form initial={12.34} />);
    const price = screen.getByLabelText('Preço');
    await userEvent.type(price, '{Backspace}');
    expect(price).toHaveValue('R$ 1,23');
    expect(held).toBe(1.23);
    await userEvent.type(price, '{Backspace}{Backspace}{Backspace}');
    expect(price).toHaveValue('');
    expect(held).toBe('');
    await userEvent.type(price, '0');
    expect(price).toHaveValue('R$ 0,00');
    expect(held).toBe(0);
  });

  it('takes a pasted amount by its digits, whatever its separators', async () => {
    renderWithProviders(<Form initial="" />);
    const price = screen.getByLabelText('Preço');
    price.focus();
    await userEvent.paste('1.234,56');
    expect(price).toHaveValue('R$ 1.234,56');
    expect(held).toBe(1234.56);
  });
});
