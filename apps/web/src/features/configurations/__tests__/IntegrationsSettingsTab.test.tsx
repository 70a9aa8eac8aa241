import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { STAFF_ROLE_IDS } from '@clube/contract';
import type { SCIntegrationsView } from '@clube/contract/configurations';
import { signIn } from '../../../test/sign-in';
import { renderWithProviders } from '../../../test/render';
import { failBody, mockRoutes } from '../../../test/fetch-mock';
import { IntegrationsSettingsTab } from '../components/IntegrationsSettingsTab';

const GET = '/api/configurations/getSCIntegrations';
const PUT = '/api/configurations/updateGetSCIntegrations';
const TIMELINE = '/api/admin/audit/getTimeline';

/** As the API answers it: the access token stored (masked), the webhook secret and SMTP not. */
const stored: SCIntegrationsView = {
  MercadoPagoPublicKey: 'APP_USR-pub-0001',
  MercadoPagoAccessToken: '••••7766',
  MercadoPagoAccessTokenIsSet: true,
  MercadoPagoWebhookSecret: null,
  MercadoPagoWebhookSecretIsSet: false,
  SmtpUrl: null,
  SmtpUrlIsSet: false,
  ZipProvider: 'offline',
  Timer: 60000,
  InEffect: { Source: 'environment', Gateway: 'offline', ZipProvider: 'offline', Mail: 'outbox' },
};

const secretInput = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => signIn(STAFF_ROLE_IDS.Owner));
afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('Integrações: secrets are write-only', () => {
  it('never shows a stored secret, only whether it is set', async () => {
    mockRoutes({ [GET]: stored, [TIMELINE]: [] });
    renderWithProviders(<IntegrationsSettingsTab />);
    const token = await screen.findByLabelText('Access token do Mercado Pago');
    expect((token as HTMLInputElement).value).toBe('');
    expect(token).toHaveAttribute('type', 'password');
    expect(secretInput('Segredo do webhook do Mercado Pago').value).toBe('');
    expect(document.body.innerHTML).not.toContain('7766');
    expect(screen.getAllByText('definido')).toHaveLength(1);
    expect(screen.getAllByText('não definido')).toHaveLength(2);
    // The public key is not a secret: shown as stored.
    expect(secretInput('Chave pública do Mercado Pago').value).toBe('APP_USR-pub-0001');
  });

  it('an empty secret is not sent (the stored one stays); a typed one is; the fields empty again after saving', async () => {
    const { calls } = mockRoutes({
      [GET]: stored,
      [TIMELINE]: [],
      [PUT]: {
        IsSuccess: true,
        Message: 'Configurações atualizadas com Sucesso.',
        Data: { ...stored, MercadoPagoWebhookSecret: '••••', MercadoPagoWebhookSecretIsSet: true },
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsSettingsTab />);
    await u.type(await screen.findByLabelText('Segredo do webhook do Mercado Pago'), 'webhook-novo-123');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));

    expect(await screen.findByText('Configurações atualizadas com Sucesso.')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === PUT)!;
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({ MercadoPagoPublicKey: 'APP_USR-pub-0001', ZipProvider: 'offline', Timer: 60000, MercadoPagoWebhookSecret: 'webhook-novo-123' });
    expect(sent.body).not.toHaveProperty('MercadoPagoAccessToken');
    expect(sent.body).not.toHaveProperty('SmtpUrl');
    await waitFor(() => expect(secretInput('Segredo do webhook do Mercado Pago').value).toBe(''));
    expect(screen.getAllByText('definido')).toHaveLength(2);
  });

  it('a stored secret is removed only on purpose: "Remover o valor guardado" sends it empty', async () => {
    const { calls } = mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: { ...stored, MercadoPagoAccessToken: null, MercadoPagoAccessTokenIsSet: false } });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsSettingsTab />);
    await u.click(await screen.findByRole('checkbox', { name: 'Remover o valor guardado' }));
    expect(secretInput('Access token do Mercado Pago')).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    await waitFor(() => expect(calls.some((c) => c.path === PUT)).toBe(true));
    expect(calls.find((c) => c.path === PUT)!.body).toEqual({
      MercadoPagoPublicKey: 'APP_USR-pub-0001',
      ZipProvider: 'offline',
      Timer: 60000,
      MercadoPagoAccessToken: '',
    });
  });

  it('a refused value shows the API message in the error toast', async () => {
    mockRoutes({ [GET]: stored, [TIMELINE]: [], [PUT]: () => failBody(400, 'Segredo do webhook do Mercado Pago inválido.').body });
    const u = userEvent.setup();
    renderWithProviders(<IntegrationsSettingsTab />);
    await u.type(await screen.findByLabelText('Segredo do webhook do Mercado Pago'), 'segredo-valido-1');
    await u.click(screen.getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Segredo do webhook do Mercado Pago inválido.')).toBeInTheDocument();
  });
});
