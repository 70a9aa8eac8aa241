import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { BulkCreditPreview, MoneyApproval } from '@clube/contract/bonuses';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { failBody, mockFetch, okBody, type Call } from '../../../test/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../test/render';
import MoneyOperationsPage from '../pages/MoneyOperationsPage';

const OPTIONS = '/api/admin/bonuses/options';
const PREVIEW = '/api/admin/bonuses/profitSharing/preview';
const POST = '/api/admin/bonuses/profitSharing/post';
const APPROVALS = '/api/admin/approvals/getAll';
const TIMELINE = '/api/admin/audit/getTimeline';

const preview: BulkCreditPreview = {
  Credits: [
    { UserId: 3, Username: 'helena', Name: 'Helena Duarte', Quotas: null, Amount: 33.33 },
    { UserId: 4, Username: 'marcos', Name: 'Marcos Albuquerque', Quotas: null, Amount: 33.33 },
  ],
  Count: 2,
  Total: 66.66,
  Leftover: 0.01,
  PreviewHash: 'a'.repeat(64),
};

const approval = (over: Partial<MoneyApproval> & { Id: number }): MoneyApproval => ({
  Operation: 'profitSharing',
  OperationFormatted: 'Participação nos lucros',
  Request: { Amount: 20000, Description: 'Lucros de março', RankIds: [1] },
  PreviewHash: 'b'.repeat(64),
  Total: 20000,
  Status: 1,
  StatusFormatted: 'Pendente',
  StatusColor: 'yellow',
  RequestedBy: { Id: 2, Username: 'financeiro.a', Name: 'Ana Financeira' },
  RequestedOn: '2026-03-10T15:00:00.000Z',
  DecidedBy: null,
  DecidedOn: null,
  WaitReason: 'o total de R$ 20.000,00 passa do limite de R$ 10.000,00 que um administrador lança sozinho.',
  Reason: null,
  Result: null,
  CanDecide: true,
  ...over,
});
const paged = (Data: unknown[]) => ({
  body: { IsSuccess: true, Message: null, Data, PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: Data.length, AllPages: [1] } },
});

function setup(extra: (c: Call) => ReturnType<typeof okBody> | ReturnType<typeof failBody> | undefined, approvals: MoneyApproval[] = []) {
  return mockFetch((c) => {
    if (c.path === OPTIONS)
      return okBody({ Ranks: [{ Id: 1, Name: 'Bronze', Color: '#b08d57', Holders: 2 }], Funds: [{ Id: 9, Name: 'Fundo Agro', Holders: 1 }] });
    if (c.path === APPROVALS) return paged(approvals);
    if (c.path === TIMELINE) return okBody([]);
    return extra(c);
  });
}

const render = (route = '/configurations/money') =>
  renderWithProviders(
    <>
      <MoneyOperationsPage />
      <LocationProbe />
    </>,
    { route },
  );

async function fillAndPreview(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText(/^Valor a distribuir/), '66,67');
  await u.type(screen.getByLabelText(/^Descrição/), 'Lucros de março');
  await u.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
  return screen.findByLabelText('Prévia dos créditos');
}

beforeEach(() => {
  notifications.clean();
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Finance,
    AccessToken: 'token-fin',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'financeiro.b',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuthData();
});

describe('/configurations/money', () => {
  it("'Pré-visualizar' lists every credit with the count, total and leftover; 'Lançar' posts that preview's hash", async () => {
    const u = userEvent.setup();
    const { calls } = setup((c) => {
      if (c.path === PREVIEW) return okBody(preview);
      if (c.path === POST) return okBody({ TransactionId: 41, Applied: true, Count: 2, Total: 66.66, ApprovalId: null }, 'Créditos lançados com sucesso.');
      return undefined;
    });
    render();
    expect(screen.getByRole('button', { name: 'Lançar' })).toBeDisabled();
    const table = await fillAndPreview(u);
    expect(calls.find((c) => c.path === PREVIEW)!.body).toEqual({ Amount: 66.67, RankIds: [], Description: 'Lucros de março' });
    for (const text of ['Helena Duarte', '@helena', 'Marcos Albuquerque', '@marcos']) expect(within(table).getByText(text)).toBeInTheDocument();
    expect(within(within(table).getByRole('group', { name: 'Créditos' })).getByText('2')).toBeInTheDocument();
    expect(within(table).getByRole('group', { name: 'Total' })).toHaveTextContent(/R\$\s66,66/);
    expect(within(table).getByRole('group', { name: 'Sobra (fica com o clube)' })).toHaveTextContent(/R\$\s0,01/);

    await u.click(screen.getByRole('button', { name: 'Lançar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lançar créditos' });
    expect(dialog).toHaveTextContent('2 crédito(s)');
    await u.click(within(dialog).getByRole('button', { name: 'Lançar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Créditos lançados com sucesso.');
    expect(calls.find((c) => c.path === POST)!.body).toEqual({ Amount: 66.67, RankIds: [], Description: 'Lucros de março', PreviewHash: 'a'.repeat(64) });
  });

  it('says when the post became a request for another administrator', async () => {
    const u = userEvent.setup();
    setup((c) => {
      if (c.path === PREVIEW) return okBody(preview);
      if (c.path === POST)
        return okBody(
          { TransactionId: null, Applied: false, Count: 2, Total: 66.66, ApprovalId: 7 },
          'Operação enviada para aprovação de outro administrador: com os R$ 9.000,00 que @financeiro.a já lançou sem segunda aprovação nas últimas 24 horas, o total chega a R$ 9.066,66 e passa do limite de R$ 9.000,00.',
        );
      return undefined;
    });
    render();
    await fillAndPreview(u);
    await u.click(screen.getByRole('button', { name: 'Lançar' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Lançar créditos' })).getByRole('button', { name: 'Lançar' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Operação enviada para aprovação de outro administrador: com os R$ 9.000,00 que @financeiro.a já lançou sem segunda aprovação nas últimas 24 horas',
    );
    expect(status).toHaveTextContent('Solicitação #7');
  });

  it('changing the form drops the preview: only what was shown can be posted', async () => {
    const u = userEvent.setup();
    setup((c) => (c.path === PREVIEW ? okBody(preview) : undefined));
    render();
    await fillAndPreview(u);
    await u.type(screen.getByLabelText(/^Descrição/), '!');
    expect(screen.queryByLabelText('Prévia dos créditos')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lançar' })).toBeDisabled();
  });

  it("'Aprovações' lists the requests; one's own cannot be decided; approving confirms, rejecting needs a reason", async () => {
    const u = userEvent.setup();
    const { calls } = setup(
      (c) => {
        if (c.path === '/api/admin/approvals/5/approve')
          return okBody(approval({ Id: 5, Status: 2, StatusFormatted: 'Aprovada', CanDecide: false }), 'Operação aprovada e créditos lançados.');
        if (c.path === '/api/admin/approvals/5/reject')
          return okBody(approval({ Id: 5, Status: 0, StatusFormatted: 'Recusada', CanDecide: false }), 'Operação recusada: nada foi lançado.');
        return undefined;
      },
      [approval({ Id: 5 }), approval({ Id: 6, CanDecide: false, RequestedBy: { Id: 9, Username: 'financeiro.b', Name: 'Eu' } })],
    );
    render('/configurations/money?tab=approvals');
    expect(await screen.findByRole('button', { name: 'Aprovar solicitação 5' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === APPROVALS)!.body).toMatchObject({ Filters: { Status: 1 }, PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(screen.queryByRole('button', { name: 'Aprovar solicitação 6' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Aprovar solicitação 5' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar solicitação #5' });
    await u.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Operação aprovada e créditos lançados.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/approvals/5/approve')).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Recusar solicitação 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recusar solicitação #5' });
    await u.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/^Motivo/), 'Valor alto demais.');
    await u.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Operação recusada: nada foi lançado.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/approvals/5/reject')!.body).toEqual({ Reason: 'Valor alto demais.' });

    await u.selectOptions(screen.getByLabelText('Situação'), 'Recusadas');
    await screen.findByText('Em /configurations/money?tab=approvals&status=0');
  });

  it("the details show the request and the approval's timeline", async () => {
    const u = userEvent.setup();
    const { calls } = setup(() => undefined, [approval({ Id: 5 })]);
    render('/configurations/money?tab=approvals');
    await u.click(await screen.findByRole('button', { name: 'Detalhes da solicitação 5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Solicitação #5' });
    expect(within(drawer).getByText('Lucros de março')).toBeInTheDocument();
    expect(within(drawer).getByText('O total de R$ 20.000,00 passa do limite de R$ 10.000,00 que um administrador lança sozinho.')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Histórico')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === TIMELINE && c.query.get('Target') === 'approval:5')).toBe(true));
  });
});
