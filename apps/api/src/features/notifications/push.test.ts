import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EarningCategory, UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { pushSubscriptions, userNotifications } from '../../db/schema';
import { creditMember, insertMember } from '../../seed/builders';
import { insertBankAccount, setWithdrawalConfig } from '../withdrawals/withdrawals.fixtures';
import { notifyMember, PushKind } from './office-notifications';

/** docs/app.md#push-notifications */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let ana: Row, bia: Row, operator: Row;

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const VAPID_PUBLIC_KEY = ecdh.getPublicKey().toString('base64url');
const VAPID_PRIVATE_KEY = Buffer.concat([Buffer.alloc(32 - ecdh.getPrivateKey().length), ecdh.getPrivateKey()]).toString('base64url');

/** A browser's subscription as the web sends it: a push-service address and the browser's keys. */
function device(name: string) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    Endpoint: `https://push.example.com/send/${name}-${randomBytes(6).toString('hex')}`,
    Keys: { P256dh: browser.getPublicKey().toString('base64url'), Auth: randomBytes(16).toString('base64url') },
  };
}

const url = (what: 'settings' | 'subscribe' | 'unsubscribe') => `/api/users/notifications/push/${what}`;
const devicesOf = async (u: Row) => (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id))).map((s) => s.endpoint).sort();

beforeAll(async () => {
  t = await createTestApp({
    env: { PUSH: 'on', VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'mailto:suporte@clube.office' },
  });
  ana = await insertMember(db(), { username: 'ana' });
  bia = await insertMember(db(), { username: 'bia' });
  operator = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('GET push/settings', () => {
  it('answers the public key the browser subscribes with', async () => {
    const res = await as(ana).get(url('settings'));
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Enabled: true, PublicKey: VAPID_PUBLIC_KEY });
  });

  it('needs a session', async () => {
    expect((await t.client().get(url('settings'))).statusCode).toBe(401);
  });
});

describe('POST push/subscribe and push/unsubscribe', () => {
  it("keeps each of the member's devices, and a device subscribed again stays one device", async () => {
    const phone = device('ana-phone');
    const laptop = device('ana-laptop');
    expect((await as(ana).post(url('subscribe'), phone)).statusCode).toBe(200);
    expect((await as(ana).post(url('subscribe'), laptop)).statusCode).toBe(200);
    expect((await as(ana).post(url('subscribe'), { ...phone, Keys: device('x').Keys })).statusCode).toBe(200);
    expect(await devicesOf(ana)).toEqual([laptop.Endpoint, phone.Endpoint].sort());
  });

  it('gives a shared phone to whoever subscribed it last, never to both', async () => {
    const shared = device('shared');
    await as(ana).post(url('subscribe'), shared);
    await as(bia).post(url('subscribe'), shared);
    expect(await devicesOf(ana)).not.toContain(shared.Endpoint);
    expect(await devicesOf(bia)).toContain(shared.Endpoint);
  });

  it("refuses what is not a browser's subscription, in Portuguese, and stores nothing", async () => {
    const ok = device('valid');
    const bad: Array<[unknown, string]> = [
      [{ ...ok, Endpoint: 'http://push.example.com/x' }, 'Endereço de notificação inválido.'],
      [{ ...ok, Endpoint: 'não é endereço' }, 'Endereço de notificação inválido.'],
      [{ ...ok, Endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, 'Endereço de notificação inválido.'],
      [{ ...ok, Keys: { ...ok.Keys, P256dh: 'curta' } }, 'Chaves de notificação inválidas.'],
      [{ ...ok, Keys: { ...ok.Keys, Auth: 'x'.repeat(22) + '!!' } }, 'Chaves de notificação inválidas.'],
      [{ Endpoint: ok.Endpoint }, ''],
      [{ ...ok, Extra: 1 }, ''],
    ];
    for (const [body, message] of bad) {
      const res = await as(ana).post(url('subscribe'), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().IsSuccess).toBe(false);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await devicesOf(ana)).not.toContain(ok.Endpoint);
  });

  it("removes the member's own device; someone else's is 404 and stays", async () => {
    const mine = device('bia-own');
    await as(bia).post(url('subscribe'), mine);
    const stranger = await as(ana).post(url('unsubscribe'), { Endpoint: mine.Endpoint });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ IsSuccess: false, Message: 'Este aparelho não está recebendo notificações.' });
    expect(await devicesOf(bia)).toContain(mine.Endpoint);
    expect((await as(bia).post(url('unsubscribe'), { Endpoint: mine.Endpoint })).statusCode).toBe(200);
    expect(await devicesOf(bia)).not.toContain(mine.Endpoint);
  });

  it('needs a session', async () => {
    expect((await t.client().post(url('subscribe'), device('anon'))).statusCode).toBe(401);
  });
});

describe('pushes from the notification centre', () => {
  it('sends one push per device of the member when his withdrawal is paid, once, with the panel keeping the notification', async () => {
    const caio = await insertMember(db(), { username: 'caio' });
    const phone = device('caio-phone');
    const tablet = device('caio-tablet');
    await as(caio).post(url('subscribe'), phone);
    await as(caio).post(url('subscribe'), tablet);
    await as(bia).post(url('subscribe'), device('bia-bystander'));

    await setWithdrawalConfig(db(), { WithdrawTaxAmount: 5, MinimalWithdraw: 10, WithdrawIsActive: 1, WithdrawDay: 0 });
    await creditMember(db(), caio.id, 10_000, EarningCategory.Adesao, 'bônus');
    const bank = await insertBankAccount(db(), caio.id);
    const asked = await as(caio).post('/api/users/withdrawn/createNewWithdrawn', { UserBankAccountId: bank.id, Value: 40 });
    expect(asked.statusCode).toBe(200);
    await t.app.dispatchPushes();
    const before = t.push.sent.length;

    expect((await as(operator).post(`/api/admin/withdrawals/${asked.json().Data.Id}/pay`)).statusCode).toBe(200);
    await t.app.dispatchPushes();
    await t.app.dispatchPushes();

    const sent = t.push.sent.slice(before);
    expect(sent.map((s) => s.target.endpoint).sort()).toEqual([phone.Endpoint, tablet.Endpoint].sort());
    for (const s of sent) {
      expect(s.target).toMatchObject({ p256dh: expect.any(String), auth: expect.any(String) });
      expect(s.payload).toEqual({
        title: 'Saque pago',
        body: 'Seu saque de R$ 40,00 foi pago na sua conta bancária.',
        url: '/financial/withdrawals',
        tag: 'withdrawal-paid',
      });
    }
    const panel = (await as(caio).get('/api/users/notifications/getAllUserNotifications')).json().Data;
    expect(panel[0]).toMatchObject({
      ViewedDate: null,
      Notification: { Title: 'Saque pago', Message: 'Seu saque de R$ 40,00 foi pago na sua conta bancária.' },
    });
  });

  it('forgets a device the push service answers 410 for, and keeps pushing to the others', async () => {
    const duda = await insertMember(db(), { username: 'duda' });
    const dropped = device('duda-dropped');
    const kept = device('duda-kept');
    await as(duda).post(url('subscribe'), dropped);
    await as(duda).post(url('subscribe'), kept);
    t.push.gone.add(dropped.Endpoint);

    const notify = () =>
      db().transaction((tx) => notifyMember(tx, { userId: duda.id, kind: PushKind.BonusCredited, title: 'Bônus creditado', message: 'Você recebeu R$ 1,00.' }));
    await notify();
    const counts = await t.app.dispatchPushes();
    expect(counts).toMatchObject({ removed: 1 });
    expect(await devicesOf(duda)).toEqual([kept.Endpoint]);

    const before = t.push.sent.length;
    await notify();
    await t.app.dispatchPushes();
    expect(t.push.sent.slice(before).map((s) => s.target.endpoint)).toEqual([kept.Endpoint]);
  });

  it('pushes nothing for a console broadcast, nor for a notification whose transaction rolled back', async () => {
    const eva = await insertMember(db(), { username: 'eva' });
    await as(eva).post(url('subscribe'), device('eva'));
    await t.app.dispatchPushes();
    const before = t.push.sent.length;
    const rolledBack = db().transaction(async (tx) => {
      await notifyMember(tx, { userId: eva.id, kind: PushKind.OrderDelivered, title: 'Pedido entregue', message: 'x' });
      throw new Error('desfeito');
    });
    await expect(rolledBack).rejects.toThrow('desfeito');
    const broadcast = await as(operator).post('/api/admin/notifications/send', { Target: 'Member', Username: 'eva', Title: 'Aviso', Message: 'Só no painel.' });
    expect(broadcast.statusCode).toBe(200);
    await t.app.dispatchPushes();
    expect(t.push.sent.length).toBe(before);
    const rows = await db().select().from(userNotifications).where(eq(userNotifications.userId, eva.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pushPending).toBe(false);
  });
});

describe('a club without push (PUSH=off)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('says so, and refuses a subscription', async () => {
    const u = await insertMember(off.database.db, { username: 'fabi' });
    const c = off.client(off.token(u));
    expect((await c.get(url('settings'))).json().Data).toEqual({ Enabled: false, PublicKey: null });
    const res = await c.post(url('subscribe'), device('fabi'));
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('As notificações no celular não estão ativas neste clube.');
  });
});
