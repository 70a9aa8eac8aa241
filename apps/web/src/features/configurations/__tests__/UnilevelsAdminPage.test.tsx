import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Unilevel } from '@clube/contract/configurations';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import UnilevelsAdminPage from '../pages/UnilevelsAdminPage';
import { asOwner, paged, TIMELINE } from '../../admin/__tests__/offers.test-support';

const BASE = '/api/configurations/SCUnilevels';
const table: Unilevel = { Id: 5, Name: 'Adesão', Status: 1, Version: 1, Levels: [10, 5, 2.5] };

asOwner();

describe('/configurations/unilevels', () => {
  it('edits the percentages: the contract checks them, the save makes a new version, the history shows unilevel:<id>', async () => {
    const u = userEvent.setup();
    const { calls } = mockFetch((c) => {
      if (c.path === `${BASE}/getAllUnilevels`) return paged([table]);
      if (c.path === TIMELINE) return okBody([]);
      if (c.path === `${BASE}/updateUnilevel`) return okBody({ ...table, Version: 2, Levels: [12, 5, 2.5, 1] }, 'Tabela unilevel atualizada com Sucesso.');
      return undefined;
    });
    renderWithProviders(<UnilevelsAdminPage />, { route: '/configurations/unilevels' });
    expect(await screen.findByText('10% · 5% · 2,5%')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Editar a tabela Adesão' }));
    const modal = await screen.findByRole('dialog', { name: 'Tabela Adesão' });
    expect(within(modal).getByText('Versão atual: 1')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === TIMELINE)?.query.get('Target')).toBe('unilevel:5'));

    const first = within(modal).getByLabelText('Nível 1 (%)');
    await u.clear(first);
    await u.type(first, '95');
    await u.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('A soma dos percentuais não pode passar de 100%.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${BASE}/updateUnilevel`)).toBe(false);

    await u.clear(first);
    await u.type(first, '12');
    await u.click(within(modal).getByRole('button', { name: 'Adicionar nível' }));
    await u.type(within(modal).getByLabelText('Nível 4 (%)'), '1');
    await u.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tabela unilevel atualizada com Sucesso. Nova versão: 2.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/updateUnilevel`)!.body).toEqual({ Id: 5, Name: 'Adesão', Levels: [12, 5, 2.5, 1] });
    expect(await within(modal).findByText('Versão atual: 2')).toBeInTheDocument();
  });
});
