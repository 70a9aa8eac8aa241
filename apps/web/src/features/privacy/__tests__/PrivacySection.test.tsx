import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { MyPrivacy } from '@clube/contract/privacy';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { mockRoutes } from '../../../test/fetch-mock';
import { PrivacySection } from '../components/PrivacySection';

const MINE = '/api/privacy/getMyPrivacy';
const CONSENT = '/api/privacy/setMarketingConsent';
const DELETE = '/api/privacy/requestDeletion';

const base: MyPrivacy = {
  LatestExport: null,
  Marketing: { Push: true, Email: false, WhatsApp: false },
  Consents: [{ Id: 1, Kind: 'contract', Granted: true, Version: 3, TextHash: 'ab'.repeat(32), CreatedOn: '2026-11-20T13:00:00.000Z' }],
  Requests: [],
  DeletionNeedsOperator: false,
};

beforeEach(() => signIn());
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe("'Meus dados e privacidade' (docs/privacy.md)", () => {
  it('shows a ready export with the end of its link (dd/mm/aaaa hh:mm) and the contract accepted', async () => {
    mockRoutes({
      [MINE]: { ...base, LatestExport: { Id: 7, State: 'ready', RequestedOn: '2026-11-27T12:00:00.000Z', ExpiresOn: '2026-11-28T12:30:00.000Z' } },
    });
    renderWithProviders(<PrivacySection />);
    expect(await screen.findByText('Pronto — disponível até 28/11/2026 09:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar ZIP' })).toBeInTheDocument();
    expect(screen.getByText('Contrato versão 3 aceito')).toBeInTheDocument();
  });

  it('an expired export offers no download', async () => {
    mockRoutes({
      [MINE]: { ...base, LatestExport: { Id: 7, State: 'expired', RequestedOn: '2026-11-27T12:00:00.000Z', ExpiresOn: '2026-11-28T12:30:00.000Z' } },
    });
    renderWithProviders(<PrivacySection />);
    expect(await screen.findByText('Expirado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar ZIP' })).toBeNull();
  });

  it('a channel switch sends that channel alone and shows the answer', async () => {
    const after: MyPrivacy = {
      ...base,
      Marketing: { ...base.Marketing, WhatsApp: true },
      Consents: [{ Id: 2, Kind: 'whatsapp', Granted: true, Version: null, TextHash: null, CreatedOn: '2026-11-27T13:00:00.000Z' }, ...base.Consents],
    };
    const { calls } = mockRoutes({ [MINE]: base, [CONSENT]: { IsSuccess: true, Message: 'Preferência registrada.', Data: after } });
    const u = userEvent.setup();
    renderWithProviders(<PrivacySection />);
    await u.click(await screen.findByRole('switch', { name: 'WhatsApp' }));
    expect(await screen.findByText('Preferência registrada.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === CONSENT)!.body).toEqual({ Channel: 'whatsapp', Granted: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'WhatsApp' })).toBeChecked());
  });

  it('another right goes with its words; the member sees his requests and their deadline', async () => {
    const request = {
      Id: 5,
      Kind: 'access',
      KindFormatted: 'Acesso aos dados',
      Status: 'open',
      StatusFormatted: 'Aberto',
      StatusColor: 'yellow',
      Detail: 'Quero saber com quem meus dados foram compartilhados.',
      RefusalReason: null,
      CreatedOn: '2026-11-27T13:00:00.000Z',
      DueOn: '2026-12-12T13:00:00.000Z',
      ClosedOn: null,
    } as const;
    const { calls } = mockRoutes({
      [MINE]: { ...base, Requests: [request] },
      '/api/privacy/requestOtherRight': { IsSuccess: true, Message: 'Pedido registrado. O Encarregado de dados responde em até 15 dias.', Data: request },
    });
    const u = userEvent.setup();
    renderWithProviders(<PrivacySection />);
    expect(await screen.findByText('Prazo: 12/12/2026')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Enviar pedido' });
    expect(send).toBeDisabled();
    await u.type(screen.getByLabelText('Descrição'), 'Quero saber com quem meus dados foram compartilhados.');
    await u.click(send);
    expect(await screen.findByText('Pedido registrado. O Encarregado de dados responde em até 15 dias.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/privacy/requestOtherRight')!.body).toEqual({
      Kind: 'access',
      Detail: 'Quero saber com quem meus dados foram compartilhados.',
    });
  });

  it('the deletion asks for a confirmation that says what happens, and warns when money is pending', async () => {
    const { calls } = mockRoutes({
      [MINE]: { ...base, DeletionNeedsOperator: true },
      [DELETE]: {
        IsSuccess: true,
        Message: 'Pedido de exclusão registrado. O Encarregado de dados o atende em até 15 dias.',
        Data: { Anonymized: false, RequestId: 4 },
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<PrivacySection />);
    await u.click(await screen.findByRole('button', { name: 'Solicitar exclusão dos meus dados' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ficam guardados por 5 anos/)).toBeInTheDocument();
    expect(within(dialog).getByText(/saldo em conta ou um saque pendente/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Solicitar exclusão dos meus dados' });
    expect(confirm).toBeDisabled();
    await u.click(within(dialog).getByRole('checkbox', { name: 'Confirmo que quero excluir meus dados' }));
    await u.click(confirm);
    expect(await screen.findByText('Pedido de exclusão registrado. O Encarregado de dados o atende em até 15 dias.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === DELETE)!.body).toEqual({ Confirm: true });
  });
});
