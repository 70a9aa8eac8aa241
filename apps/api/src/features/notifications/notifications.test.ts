import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper';
import { notifications, userNotifications } from '../../db/schema';
import { insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
let ana: Row, bia: Row;
let anaIds: number[] = [];
let biaId: number;

async function send(title: string, message: string, to: Row[], showOnOffice = true) {
  const db = t.database.db;
  const [n] = await db.insert(notifications).values({ title, message, showOnOffice }).returning();
  const rows = await db
    .insert(userNotifications)
    .values(to.map((u) => ({ userId: u.id, notificationId: n!.id })))
    .returning({ id: userNotifications.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(t.database.db, { username: 'ana' });
  bia = await insertMember(t.database.db, { username: 'bia' });
  const first = await send('Bem-vindo', 'Seja bem-vindo ao Clube!', [ana, bia]);
  const second = await send('Nova campanha', 'Campanha de indicação ativa.', [ana]);
  anaIds = [first[0]!, second[0]!];
  biaId = first[1]!;
  const extra = await send('Só para Bia', 'Mensagem privada.', [bia]);
  biaId = extra[0]!;
});
afterAll(() => t.close());

describe('GET /api/users/notifications/getAllUserNotifications', () => {
  it("lists only the caller's notifications, newest first, unread with ViewedDate null", async () => {
    const res = await as(ana).get('/api/users/notifications/getAllUserNotifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.IsSuccess).toBe(true);
    expect(body.Data).toEqual([
      {
        Id: anaIds[1],
        ViewedDate: null,
        Created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Notification: { Title: 'Nova campanha', Message: 'Campanha de indicação ativa.', ShowOnOffice: true },
      },
      expect.objectContaining({ Id: anaIds[0], Notification: expect.objectContaining({ Title: 'Bem-vindo' }) }),
    ]);
    expect(res.body).not.toContain('Mensagem privada.');
  });

  it('needs a session', async () => {
    expect((await t.client().get('/api/users/notifications/getAllUserNotifications')).statusCode).toBe(401);
  });
});

describe('PUT /api/users/notifications/updateUserNotification', () => {
  const url = '/api/users/notifications/updateUserNotification';

  it("marks the caller's notification viewed and keeps the first view date", async () => {
    const at = new Date(Date.now() - 60_000).toISOString();
    const res = await as(ana).put(url, { Id: anaIds[0], ViewedDate: at });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ Id: anaIds[0], ViewedDate: at });
    const again = await as(ana).put(url, { Id: anaIds[0], ViewedDate: new Date().toISOString() });
    expect(again.json().Data.ViewedDate).toBe(at);
    const list = (await as(ana).get('/api/users/notifications/getAllUserNotifications')).json().Data;
    expect(list.find((n: { Id: number }) => n.Id === anaIds[0]).ViewedDate).toBe(at);
    expect(list.find((n: { Id: number }) => n.Id === anaIds[1]).ViewedDate).toBeNull();
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const res = await as(ana).put(url, { Id: biaId, ViewedDate: new Date().toISOString() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ IsSuccess: false, Message: 'Notificação não encontrada.', Data: null });
    const [row] = await t.database.db.select().from(userNotifications).where(eq(userNotifications.id, biaId));
    expect(row!.viewedDate).toBeNull();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: Array<[unknown, string | undefined]> = [
      [{ Id: anaIds[1], ViewedDate: future }, 'Data de visualização inválida.'],
      [{ Id: anaIds[1], ViewedDate: 'ontem' }, 'Data de visualização inválida.'],
      [{ Id: anaIds[1], ViewedDate: '2024-13-45T99:00:00Z' }, 'Data de visualização inválida.'],
      [{ Id: anaIds[1], ViewedDate: 'x'.repeat(10_000) }, 'Data de visualização inválida.'],
      [{ Id: anaIds[1] }, 'Data de visualização inválida.'],
      [{ Id: String(anaIds[1]), ViewedDate: new Date().toISOString() }, undefined],
      [{ Id: anaIds[1], ViewedDate: new Date().toISOString(), UserId: bia.id }, undefined],
      [{ Id: -1, ViewedDate: new Date().toISOString() }, undefined],
    ];
    for (const [body, message] of cases) {
      const res = await as(ana).put(url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(res.json().Message).toBe(message);
    }
    const [row] = await t.database.db.select().from(userNotifications).where(eq(userNotifications.id, anaIds[1]!));
    expect(row!.viewedDate).toBeNull();
  });

  it('needs a session and the XSRF header', async () => {
    expect((await t.client().put(url, { Id: anaIds[1], ViewedDate: new Date().toISOString() })).statusCode).toBe(401);
    const noXsrf = await as(ana).request({
      method: 'PUT',
      url,
      payload: { Id: anaIds[1], ViewedDate: new Date().toISOString() },
      headers: { 'x-xsrf-token': 'other' },
    });
    expect(noXsrf.statusCode).toBe(403);
  });
});
