import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import { clearAuthData, setAuthData } from '../../../lib/auth-storage';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import NotificationsConsolePage from '../pages/NotificationsConsolePage';

const COUNT = '/api/admin/notifications/countRecipients';
const SEND = '/api/admin/notifications/send';
const LIST = '/api/admin/notifications/getAll';

const sent = {
  NotificationId: 3,
  Title: 'Manutenção',
  Message: 'Amanhã às 22h.',
  Target: 'NetworkLevel',
  TargetFormatted: 'Nível 2 da rede de @ana',
  Count: 4,
  SentBy: 'suporte',
  SentOn: '2026-03-10T15:00:00.000Z',
};

function setup() {
  return mockFetch((c) => {
    if (c.path === LIST)
      return { body: { IsSuccess: true, Message: null, Data: [sent], PaginationSettings: { Page: 1, TotalPages: 1, TotalRows: 1, AllPages: [1] } } };
    if (c.path === COUNT) return okBody({ Count: 4 });
    if (c.path === SEND) return okBody({ NotificationId: 4, Count: 4 }, 'Notificação enviada para 4 sócio(s).');
    return undefined;
  });
}

beforeEach(() => {
  notifications.clean();
  setAuthData({
    IsAuth: true,
    RolesIds: STAFF_ROLE_IDS.Support,
    AccessToken: 'token-sup',
    ExpiresOn: new Date(Date.now() + 3_600_000).toISOString(),
    Username: 'suporte',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuthData();
});

describe('/configurations/notifications', () => {
  it('lists what was sent, with the audience and the count', async () => {
    setup();
    renderWithProviders(<NotificationsConsolePage />, { route: '/configurations/notifications' });
    for (const text of ['Manutenção', 'Nível 2 da rede de @ana', '@suporte']) expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('counts the recipients, then sends to a network level after confirming with the count', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<NotificationsConsolePage />, { route: '/configurations/notifications' });
    await u.selectOptions(await screen.findByLabelText(/^Destino/), 'Um nível da rede de um sócio');
    await u.type(screen.getByLabelText(/^Usuário do sócio/), 'ana');
    await u.selectOptions(screen.getByLabelText(/^Nível da rede/), 'Nível 2');
    await u.click(screen.getByRole('button', { name: 'Contar destinatários' }));
    expect(await screen.findByText('4 sócios receberão esta notificação.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === COUNT)!.body).toEqual({ Target: 'NetworkLevel', Username: 'ana', Level: 2 });

    await u.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Título é obrigatório.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Título/), 'Manutenção');
    await u.type(screen.getByLabelText(/^Mensagem/), 'Amanhã às 22h.');
    await u.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar notificação' });
    expect(dialog).toHaveTextContent('Enviar “Manutenção” para 4 sócios?');
    await u.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Notificação enviada para 4 sócio(s).');
    expect(calls.find((c) => c.path === SEND)!.body).toEqual({
      Target: 'NetworkLevel',
      Username: 'ana',
      Level: 2,
      Title: 'Manutenção',
      Message: 'Amanhã às 22h.',
    });
  });

  it('asks for the member of a single-member send before counting or sending', async () => {
    const u = userEvent.setup();
    const { calls } = setup();
    renderWithProviders(<NotificationsConsolePage />, { route: '/configurations/notifications' });
    await u.type(await screen.findByLabelText(/^Título/), 'Oi');
    await u.type(screen.getByLabelText(/^Mensagem/), 'Olá');
    await u.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe o usuário do sócio.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === COUNT || c.path === SEND)).toBe(false);
  });
});
