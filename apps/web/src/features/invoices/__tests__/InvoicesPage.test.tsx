import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { MEMBER_ROLE_IDS } from '@clube/contract';
import type { Invoice } from '@clube/contract/entities';
import { setAuthData } from '../../../lib/auth-storage';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, type Call } from '../../../test/fetch-mock';
import InvoicesPage from '../pages/InvoicesPage';

const LIST = '/api/payments/invoices/getAllInvoices';

const invoice = (over: Partial<Invoice>): Invoice => ({
  Id: 1,
  Type: 2,
  TypeFormatted: 'Mensalidade',
  Description: 'Mensalidade Plano Ouro',
  Value: 49.9,
  DeliverValue: 0,
  DueDate: '2026-12-05',
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  Token: 'tok-abc_123',
  ...over,
});

const pending = invoice({ Id: 41 });
const paidOrder = invoice({
  Id: 40,
  Type: 4,
  TypeFormatted: 'B2B',
  Description: 'Pedido B2B #7',
  Value: 100.5,
  DeliverValue: 25.75,
  DueDate: '2026-11-02',
  Status: 2,
  StatusFormatted: 'Pago',
  StatusColor: 'green',
  Token: 'tok-paid',
});
const cancelled = invoice({ Id: 39, Type: 1, TypeFormatted: 'Adesão', Status: 0, StatusFormatted: 'Cancelado', StatusColor: 'red', Token: 'tok-cancel' });

/** Answers like the API: filters by status and type, 50 a page; `total` fakes a long list. */
function api(all: Invoice[], total = all.length) {
  return mockFetch((c: Call) => {
    if (c.url !== LIST) return undefined;
    const b = c.body as { PaginationSettings: { Page: number }; InvoiceStatus: number | null; InvoiceType: number | null };
    const data = all.filter((i) => (b.InvoiceStatus == null || i.Status === b.InvoiceStatus) && (b.InvoiceType == null || i.Type === b.InvoiceType));
    const rows = b.InvoiceStatus == null && b.InvoiceType == null ? total : data.length;
    const pages = Math.max(1, Math.ceil(rows / 50));
    return {
      body: {
        IsSuccess: true,
        Message: null,
        Data: data,
        PaginationSettings: { Page: b.PaginationSettings.Page, TotalPages: pages, TotalRows: rows, AllPages: Array.from({ length: pages }, (_, i) => i + 1) },
      },
    };
  });
}
const bodies = (calls: Call[]) => calls.filter((c) => c.url === LIST).map((c) => c.body as Record<string, unknown>);

beforeEach(() => setAuthData({ IsAuth: true, RolesIds: MEMBER_ROLE_IDS, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'ana' }));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('invoices page', () => {
  it('lists ID, type, description, value plus delivery, due date dd/MM/yy and status; only Pendente offers payment, only Pago its receipt', async () => {
    api([pending, paidOrder, cancelled]);
    renderWithProviders(<InvoicesPage />, { route: '/financial/invoices' });
    expect(screen.getByRole('heading', { name: 'Faturas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/financial');
    expect(screen.getByLabelText('Carregando')).toBeInTheDocument();
    expect(await screen.findByText('3 resultado(s)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\u00a0/g, ' '));
    expect(cells(rows[0]!)).toEqual(['41', 'Mensalidade', 'Mensalidade Plano Ouro', 'R$ 49,90', '05/12/26', 'Pendente', 'Pagar Fatura']);
    expect(cells(rows[1]!)).toEqual(['40', 'B2B', 'Pedido B2B #7', 'R$ 126,25', '02/11/26', 'Pago', 'Comprovante']);
    expect(cells(rows[2]!)).toEqual(['39', 'Adesão', 'Mensalidade Plano Ouro', 'R$ 49,90', '05/12/26', 'Cancelado', '']);
    expect(screen.getAllByRole('link', { name: 'Pagar Fatura' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pagar Fatura' })).toHaveAttribute('href', '/financial/payment?token=tok-abc_123');
    expect(screen.getAllByRole('link', { name: /^Comprovante/ })).toHaveLength(1);
    expect(within(rows[1]!).getByRole('link', { name: 'Comprovante 40' })).toHaveAttribute('href', '/financial/receipts/invoice/40');
  });

  it('filters by status and type, and Limpar filtros resets them and goes back to page 1', async () => {
    const { calls } = api([pending, paidOrder, cancelled], 120);
    const u = userEvent.setup();
    renderWithProviders(<InvoicesPage />, { route: '/financial/invoices' });
    expect(await screen.findByText('120 resultado(s)')).toBeInTheDocument();
    expect(bodies(calls)[0]).toEqual({
      PaginationSettings: { Page: 1, RowsPerPage: 50 },
      PaginationFilter: { OrderByDescending: true },
      InvoiceStatus: null,
      InvoiceType: null,
    });

    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(bodies(calls).at(-1)).toMatchObject({ PaginationSettings: { Page: 2 } }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    await u.selectOptions(screen.getByLabelText('Status'), 'Pago');
    expect(await screen.findByText('1 resultado(s)')).toBeInTheDocument();
    expect(bodies(calls).at(-1)).toMatchObject({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, InvoiceStatus: 2, InvoiceType: null });
    expect(screen.getByText('Pedido B2B #7')).toBeInTheDocument();

    await u.selectOptions(screen.getByLabelText('Tipo'), 'Adesão');
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(bodies(calls).at(-1)).toMatchObject({ InvoiceStatus: 2, InvoiceType: 1 });
    expect(screen.getByRole('option', { name: 'Troca de Plano' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Cancelado', 'Pendente', 'Pago']);
    expect(
      within(screen.getByLabelText('Tipo'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Adesão', 'Mensalidade', 'Troca de Plano', 'B2B', 'B2C', 'Assinatura']);

    const before = bodies(calls).length;
    await u.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('120 resultado(s)')).toBeInTheDocument();
    // Page 1 without filters was fetched seconds ago: the 30 s cache answers it (spec section 9).
    expect(bodies(calls)).toHaveLength(before);
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Tipo')).toHaveValue('');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'Nenhum resultado encontrado...' when the member has no invoices", async () => {
    api([]);
    renderWithProviders(<InvoicesPage />, { route: '/financial/invoices' });
    expect(await screen.findByText('Nenhum resultado encontrado...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
