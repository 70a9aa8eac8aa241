import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { OUTBOX_SECRET_MASK, type OutboxEmail, type OutboxEmailSummary } from '@clube/contract/admin';
import { setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import OutboxPage from '../pages/OutboxPage';

const LIST = '/api/admin/outbox/getAll';

const rows: OutboxEmailSummary[] = [
  { Id: 9, To: 'rita@clube.test', Subject: 'Troca de senha do Clube Office', CreatedOn: '2026-03-10T15:00:00.000Z' },
  { Id: 8, To: 'joao@clube.test', Subject: 'Sua senha do Clube Office foi alterada', CreatedOn: '2026-03-09T12:30:00.000Z' },
];
const email: OutboxEmail = {
  ...rows[0]!,
  Text: `Olá, Rita.\n\nhttps://office.test/reset-password?token=${OUTBOX_SECRET_MASK}\n\nAté logo.`,
  Html: null,
  Masked: true,
};

function setup() {
  return mockFetch((c: Call) => {
    if (c.path === LIST)
      return { body: { IsSuccess: true, Message: null, Data: rows, PaginationSettings: { Page: 1, TotalPages: 3, TotalRows: 120, AllPages: [1, 2, 3] } } };
    if (c.path === '/api/admin/outbox/9') return okBody(email);
    return undefined;
  });
}
const bodies = (calls: Call[]) => calls.filter((c) => c.path === LIST).map((c) => c.body);

beforeEach(() =>
  setAuthData({ IsAuth: true, RolesIds: STAFF_ROLE_IDS.Support, AccessToken: 'jwt', ExpiresOn: '2999-01-01T00:00:00.000Z', Username: 'suporte' }),
);
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('outbox page', () => {
  it('lists the e-mails newest first with the filters of the URL, 50 a page', async () => {
    const { calls } = setup();
    renderWithProviders(<OutboxPage />, { route: '/configurations/outbox?to=clube.test&page=2' });
    expect(screen.getByRole('heading', { name: 'E-mails' })).toBeInTheDocument();
    expect(await screen.findByText('120 resultado(s)')).toBeInTheDocument();
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const [first] = screen.getAllByRole('row').slice(1);
    expect(cells(first!)).toEqual(['10/03/2026, 12:00:00', 'rita@clube.test', 'Troca de senha do Clube Office', 'Ver']);
    expect(bodies(calls)).toEqual([{ PaginationSettings: { Page: 2, RowsPerPage: 50 }, Filters: { To: 'clube.test', Subject: null } }]);
    expect(screen.getByLabelText('Destinatário')).toHaveValue('clube.test');
  });

  it('a typed subject goes to the URL and the request, back at page 1', async () => {
    const { calls } = setup();
    const u = userEvent.setup();
    renderWithProviders(
      <>
        <OutboxPage />
        <LocationProbe />
      </>,
      { route: '/configurations/outbox?page=3' },
    );
    await screen.findByText('120 resultado(s)');
    await u.type(screen.getByLabelText('Assunto'), 'senha');
    await waitFor(() => expect(screen.getByText('Em /configurations/outbox?subject=senha')).toBeInTheDocument());
    await waitFor(() => expect(bodies(calls).at(-1)).toEqual({ PaginationSettings: { Page: 1, RowsPerPage: 50 }, Filters: { To: null, Subject: 'senha' } }));
    await u.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByText('Em /configurations/outbox')).toBeInTheDocument());
    expect(screen.getByLabelText('Assunto')).toHaveValue('');
  });

  it("'Ver' opens the whole text, and says the link's secret is masked", async () => {
    setup();
    const u = userEvent.setup();
    renderWithProviders(<OutboxPage />, { route: '/configurations/outbox' });
    await u.click(await screen.findByRole('button', { name: 'Ver e-mail 9' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Links de acesso mascarados')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Texto do e-mail').textContent).toBe(email.Text);
    expect(within(dialog).getByText('rita@clube.test')).toBeInTheDocument();
  });
});
