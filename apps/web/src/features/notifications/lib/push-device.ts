/**
 * This browser's side of the push notifications (docs/app.md#push-notifications): the service
 * worker's PushManager. 'unsupported' covers browsers without it, and iPhones until the office is
 * added to the home screen.
 */
export type PushDeviceState = { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on'; endpoint: string };

export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? { kind: 'on', endpoint: subscription.endpoint } : { kind: 'off' };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the member's permission (only ever from his click) and subscribes this browser with the
 * club's key. Answers the subscription in the API's names, or why not.
 */
export async function subscribeDevice(publicKey: string): Promise<{ Endpoint: string; Keys: { P256dh: string; Auth: string } } | 'denied' | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = (await registration()) ?? (await navigator.serviceWorker.register('/sw.js', { scope: '/' }));
  await navigator.serviceWorker.ready;
  const subscription =
    (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  return { Endpoint: subscription.endpoint, Keys: { P256dh: json.keys?.p256dh ?? '', Auth: json.keys?.auth ?? '' } };
}

/** Drops this browser's subscription; answers its endpoint, for the API to forget it too. */
export async function unsubscribeDevice(): Promise<string | null> {
  if (!pushSupported()) return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
