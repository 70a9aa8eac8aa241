import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { MethodChooser } from '../components/MethodChooser';

const methods = () => within(screen.getByRole('group', { name: 'Escolha a forma de pagamento' }));

describe('MethodChooser', () => {
  it("greys a member's balance when his wallet is empty", () => {
    renderWithProviders(<MethodChooser hasBalance={false} onPick={() => {}} />);
    expect(methods().getByText('Saldo Insuficiente')).toBeInTheDocument();
    expect(methods().getAllByRole('button')).toHaveLength(5);
  });

  it('leaves the balance out for a store client, who has no wallet (docs/marketplace.md#public-store)', () => {
    renderWithProviders(<MethodChooser hasBalance={false} withBalance={false} onPick={() => {}} />);
    expect(methods().queryByText('Saldo Insuficiente')).not.toBeInTheDocument();
    expect(methods().queryByText('Saldo da Conta')).not.toBeInTheDocument();
    expect(methods().getAllByRole('button')).toHaveLength(4);
  });
});
