import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@clube/contract/entities';
import { renderWithProviders } from '../../../test/render';
import { SystemPlanCard, type SystemPlanCardProps } from '../components/SystemPlanCard';
import { shortDescription } from '../lib/shortDescription';

const plan: Plan = { Id: 3, Name: 'Plano Premium', Description: 'Para líderes.', Price: 600, MonthlyPayment: 129.9 };
const plain = (el: HTMLElement) =>
  el.textContent
    ?.replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function renderCard(props: Partial<SystemPlanCardProps> = {}) {
  const onChange = vi.fn();
  const onCancelChange = vi.fn();
  renderWithProviders(
    <SystemPlanCard plan={plan} current={false} pending={false} blocked={false} onChange={onChange} onCancelChange={onCancelChange} {...props} />,
  );
  return { card: screen.getByRole('region', { name: plan.Name }), onChange, onCancelChange };
}

describe('shortDescription', () => {
  it("cuts a description longer than 200 characters to 200 plus '...', and leaves shorter ones whole", () => {
    const long = 'a'.repeat(150) + 'b'.repeat(100);
    expect(shortDescription(long)).toBe('a'.repeat(150) + 'b'.repeat(50) + '...');
    expect(shortDescription(long)).toHaveLength(203);
    expect(shortDescription('x'.repeat(200))).toBe('x'.repeat(200));
    expect(shortDescription('x'.repeat(201))).toBe(`${'x'.repeat(200)}...`);
    expect(shortDescription('')).toBe('');
  });
});

describe('SystemPlanCard', () => {
  it('shows the name, the description cut to 200, the price and the monthly payment in BRL', () => {
    const description = `${'Tudo do Executivo, '.repeat(12)}fim da descrição`;
    const { card } = renderCard({ plan: { ...plan, Description: description } });
    expect(within(card).getByText('Plano Premium')).toBeInTheDocument();
    expect(within(card).getByText(`${description.slice(0, 200)}...`)).toBeInTheDocument();
    expect(within(card).queryByText(/fim da descrição/)).not.toBeInTheDocument();
    expect(plain(card)).toContain('Valor: R$ 600,00');
    expect(plain(card)).toContain('Mensalidade: R$ 129,90');
  });

  it("marks the member's plan 'Plano Atual', with no button", () => {
    const { card } = renderCard({ current: true });
    expect(within(card).getByText('Plano Atual')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the change on another plan, and blocks it while a change is pending', async () => {
    const { card, onChange } = renderCard();
    expect(within(card).queryByText('Plano Atual')).not.toBeInTheDocument();
    const button = within(card).getByRole('button', { name: 'Trocar de Plano' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(plan);
  });

  it('disables the change button when blocked', async () => {
    const { card, onChange } = renderCard({ blocked: true });
    const button = within(card).getByRole('button', { name: 'Trocar de Plano' });
    expect(button).toBeDisabled();
    await userEvent.click(button).catch(() => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Cancelar Troca de Plano' and the way to pay on the plan of the pending change", async () => {
    const { card, onCancelChange } = renderCard({ pending: true, blocked: true, payUrl: '/financial/payment?token=abc' });
    expect(within(card).queryByRole('button', { name: 'Trocar de Plano' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=abc');
    const cancel = within(card).getByRole('button', { name: 'Cancelar Troca de Plano' });
    expect(cancel).toBeEnabled();
    await userEvent.click(cancel);
    expect(onCancelChange).toHaveBeenCalledTimes(1);
  });
});
