import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { mockFetch, okBody } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PushToggle } from '../components/PushToggle';

/** docs/app.md#push-notifications: 'Receber notificações no celular'. */
const SETTINGS = '/api/users/notifications/push/settings';
const SUBSCRIBE = '/api/users/notifications/push/subscribe';
const KEY = 'B' + 'A'.repeat(86);

function api(enabled: boolean) {
  const { calls } = mockFetch((c) => {
    if (c.path === SETTINGS) return okBody({ Enabled: enabled, PublicKey: enabled ? KEY : null });
    if (c.path === SUBSCRIBE) return okBody(null);
    return undefined;
  });
  return calls;
}

/** A browser with Push: its permission prompt, its service worker registration and PushManager. */
function pushBrowser() {
  const subscription = {
    endpoint: 'https://push.example.com/send/abc',
    toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => (current = subscription)),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => 'granted');
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration), addEventListener() {} },
  });
  return { requestPermission, pushManager };
}

beforeEach(() => notifications.clean());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushToggle', () => {
  it('shows nothing when the club sends no pushes', async () => {
    const calls = api(false);
    renderWithProviders(<PushToggle />);
    await waitFor(() => expect(calls.some((c) => c.path === SETTINGS)).toBe(true));
    expect(screen.queryByText('Receber notificações no celular')).not.toBeInTheDocument();
  });

  it('says why it cannot turn on in a browser without Push', async () => {
    api(true);
    renderWithProviders(<PushToggle />);
    const toggle = await screen.findByRole('switch', { name: /^Receber notificações no celular/ }, { timeout: 10_000 });
    expect(toggle).toBeDisabled();
    screen.getByText(/Este navegador não recebe notificações/);
  });

  it("asks the browser's permission only on the member's click, then subscribes this device with the club's key", async () => {
    const calls = api(true);
    const browser = pushBrowser();
    renderWithProviders(<PushToggle />);
    const toggle = await screen.findByRole('switch', { name: /^Receber notificações no celular/ }, { timeout: 10_000 });
    expect(toggle).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked(), { timeout: 10_000 });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.path === SUBSCRIBE)!.body).toEqual({
      Endpoint: 'https://push.example.com/send/abc',
      Keys: { P256dh: 'p'.repeat(87), Auth: 'a'.repeat(22) },
    });
    await screen.findByText('Notificações ativadas neste aparelho.', undefined, { timeout: 10_000 });
  });
});
