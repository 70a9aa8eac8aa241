import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPlan } from '@clube/contract/plans';
import { failBody, mockFetch, okBody } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import PlansAdminPage from '../pages/PlansAdminPage';
import { asOwner, paged, TIMELINE } from '../../admin/__tests__/offers.test-support';

const BASE = '/api/admin/plans';

const plan = (id: number, over: Partial<AdminPlan> = {}): AdminPlan => ({
  Id: id,
  Name: `Plano ${id}`,
  Description: 'Tudo incluído',
  Price: 199.9,
  MonthlyPayment: 49.9,
  Status: 1,
  StatusFormatted: 'Ativo',
  StatusColor: 'green',
  CreatedOn: '2026-03-10T15:00:00.000Z',
  ...over,
});

function render(route = '/configurations/plans') {
  return renderWithProviders(
    <>
      <PlansAdminPage />
      <LocationProbe />
    </>,
    { route },
  );
}

asOwner();

describe('/configurations/plans', () => {
  it('lists every plan with prices and status; the filters go to the URL and the request', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) =>
      c.path === `${BASE}/getAll` ? paged([plan(1), plan(2, { Status: 0, StatusFormatted: 'Inativo', StatusColor: 'red' })]) : undefined,
    );
    render();
    expect(await screen.findByText('Plano 1')).toBeInTheDocument();
    expect(screen.getAllByText(/R\$\s199,90/)).toHaveLength(2);
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reativar o plano Plano 2' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/getAll`)!.body).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Status: null, Name: null });
    await u.selectOptions(screen.getByLabelText('Situação'), 'Inativos');
    await screen.findByText('Em /configurations/plans?status=0');
    await waitFor(() => expect(calls.filter((c) => c.path === `${BASE}/getAll`).at(-1)!.body).toMatchObject({ Status: 0 }));
  });

  it("'Novo plano' checks the fields with the contract's messages, then creates the plan", async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) => {
      if (c.path === `${BASE}/getAll`) return paged([]);
      if (c.path === `${BASE}/createPlan`) return okBody(plan(9, { Name: 'Ouro', Price: 250, MonthlyPayment: 0 }), 'Plano criado com Sucesso.');
      return undefined;
    });
    render();
    await u.click(await screen.findByRole('button', { name: 'Novo plano' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo plano' });
    await u.click(within(modal).getByRole('button', { name: 'Criar plano' }));
    expect(await within(modal).findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(within(modal).getByText('Valor é obrigatório.')).toBeInTheDocument();
    expect(within(modal).getByText('Mensalidade é obrigatória.')).toBeInTheDocument();
    await u.type(within(modal).getByLabelText(/^Nome/), 'Ouro');
    await u.type(within(modal).getByLabelText(/^Valor \(adesão\)/), '25000');
    await u.type(within(modal).getByLabelText(/^Mensalidade/), '0');
    await u.click(within(modal).getByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByText('Plano criado com Sucesso.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/createPlan`)!.body).toEqual({ Name: 'Ouro', Description: '', Price: 250, MonthlyPayment: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo plano' })).not.toBeInTheDocument());
  });

  it("'Editar' shows the plan's history (plan:<id>) and saves; a refused save shows the server's message", async () => {
    const u = userEvent.setup();
    let fail = true;
    const { calls } = mockFetch((c) => {
      if (c.path === `${BASE}/getAll`) return paged([plan(3)]);
      if (c.path === TIMELINE) return okBody([]);
      if (c.path === `${BASE}/updatePlan`) {
        if (fail) return failBody(409, 'Já existe um Plano com este nome.');
        return okBody(plan(3, { Price: 299.9 }), 'Plano atualizado com Sucesso.');
      }
      return undefined;
    });
    render();
    await u.click(await screen.findByRole('button', { name: 'Editar o plano Plano 3' }));
    const modal = await screen.findByRole('dialog', { name: 'Plano Plano 3' });
    await waitFor(() => expect(calls.find((c) => c.path === TIMELINE)?.query.get('Target')).toBe('plan:3'));
    expect(within(modal).getByText(/Faturas já emitidas/)).toBeInTheDocument();
    const price = within(modal).getByLabelText(/^Valor \(adesão\)/);
    await u.clear(price);
    await u.type(price, '29990');
    await u.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um Plano com este nome.')).toBeInTheDocument();
    fail = false;
    await u.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Plano atualizado com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `${BASE}/updatePlan`).at(-1)!.body).toEqual({
      Id: 3,
      Name: 'Plano 3',
      Description: 'Tudo incluído',
      Price: 299.9,
      MonthlyPayment: 49.9,
    });
  });

  it("'Inativar' asks first, then deactivates the plan", async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) => {
      if (c.path === `${BASE}/getAll`) return paged([plan(4)]);
      if (c.path === `${BASE}/4/deactivate`)
        return okBody(plan(4, { Status: 0, StatusFormatted: 'Inativo', StatusColor: 'red' }), 'Plano inativado com Sucesso.');
      return undefined;
    });
    render();
    await u.click(await screen.findByRole('button', { name: 'Inativar o plano Plano 4' }));
    const confirm = await screen.findByRole('dialog', { name: 'Inativar o plano Plano 4?' });
    expect(confirm).toHaveTextContent('os sócios que o têm continuam com ele');
    await u.click(within(confirm).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Plano inativado com Sucesso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `${BASE}/4/deactivate`)).toHaveLength(1);
  });
});
