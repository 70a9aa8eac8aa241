import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { STAFF_ROLE_IDS, UserStatus, UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, notifications, userNotifications, users } from '../../db/schema';
import { insertMember } from '../../seed/builders';

/** docs/admin.md#notifications: the console sends to one member, one level of a network, or every member. */

type Row = Awaited<ReturnType<typeof insertMember>>;
let t: TestApp;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const BASE = '/api/admin/notifications';

let support: Row;
let owner: Row;
let finance: Row;
let catalog: Row;
/** root -> a, b (level 1, plus store client s) -> a1, b1 (level 2, b1 Bloqueado). */
let root: Row, a: Row, b: Row, a1: Row, b1: Row, s: Row;

const inbox = async (u: Row) =>
  (await as(u).get('/api/users/notifications/getAllUserNotifications')).json().Data as Array<{ Notification: { Title: string; Message: string } }>;
const titlesOf = async (u: Row) => (await inbox(u)).map((n) => n.Notification.Title);
const typeTwoCount = async () => (await db().select({ id: users.id }).from(users).where(eq(users.type, UserType.User))).length;

beforeAll(async () => {
  t = await createTestApp();
  support = await insertMember(db(), { username: 'suporte', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support });
  owner = await insertMember(db(), { username: 'dono', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  finance = await insertMember(db(), { username: 'financeiro', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Finance });
  catalog = await insertMember(db(), { username: 'catalogo', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Catalog });
  root = await insertMember(db(), { username: 'raiz' });
  a = await insertMember(db(), { username: 'ana', sponsorId: root.id });
  b = await insertMember(db(), { username: 'bruno', sponsorId: root.id, status: UserStatus.Pendente });
  s = await insertMember(db(), { username: 'cliente.loja', sponsorId: root.id, type: UserType.UserStore });
  a1 = await insertMember(db(), { username: 'ana.1', sponsorId: a.id });
  b1 = await insertMember(db(), { username: 'bruno.1', sponsorId: b.id, status: UserStatus.Bloqueado });
});
afterAll(() => t.close());

describe(`console notifications (${TEST_DB})`, () => {
  it('is for Support and Owner only: anonymous 401, a member and the other roles 403', async () => {
    const calls = [
      { url: `${BASE}/countRecipients`, payload: { Target: 'Everyone' } },
      { url: `${BASE}/send`, payload: { Target: 'Member', Username: 'inexistente', Title: 'Oi', Message: 'Oi' } },
      { url: `${BASE}/getAll`, payload: {} },
    ];
    for (const c of calls) {
      const req = { method: 'POST' as const, ...c };
      expect((await t.client().request(req)).statusCode, `anonymous ${c.url}`).toBe(401);
      for (const u of [root, finance, catalog]) expect((await as(u).request(req)).statusCode, `${u.username} ${c.url}`).toBe(403);
      for (const u of [support, owner]) expect([200, 404], `${u.username} ${c.url}`).toContain((await as(u).request(req)).statusCode);
    }
    expect(await db().select().from(notifications)).toHaveLength(0);
  });

  it('counts the recipients first: one member, a level of a network (members only), everyone (members only)', async () => {
    const count = async (body: object) => {
      const res = await as(support).post(`${BASE}/countRecipients`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data.Count as number;
    };
    expect(await count({ Target: 'Member', Username: 'ANA' })).toBe(1);
    expect(await count({ Target: 'NetworkLevel', Username: 'raiz', Level: 1 })).toBe(2);
    expect(await count({ Target: 'NetworkLevel', Username: 'raiz', Level: 2 })).toBe(2);
    expect(await count({ Target: 'NetworkLevel', Username: 'raiz', Level: 3 })).toBe(0);
    expect(await count({ Target: 'Everyone' })).toBe(await typeTwoCount());
    expect(await count({ Target: 'Everyone' })).toBe(5);
  });

  it('sends to one member: his list shows it; one audit row with the target and the count', async () => {
    const res = await as(support).request({
      method: 'POST',
      url: `${BASE}/send`,
      payload: { Target: 'Member', Username: 'ana.1', Title: '  Bem-vinda  ', Message: 'Linha 1\nLinha 2' },
      remoteAddress: '203.0.113.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Notificação enviada para 1 sócio(s).', Data: { NotificationId: expect.any(Number), Count: 1 } });
    const id = res.json().Data.NotificationId;
    expect(await inbox(a1)).toEqual([
      expect.objectContaining({ ViewedDate: null, Notification: { Title: 'Bem-vinda', Message: 'Linha 1\nLinha 2', ShowOnOffice: true } }),
    ]);
    expect(await inbox(a)).toEqual([]);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `notification-broadcast:${id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'notifications.send',
      actorId: support.id,
      ip: '203.0.113.5',
      data: { target: 'Member', username: 'ana.1', level: null, count: 1, notificationId: id },
    });
  });

  it("sends to a level of someone's network (store clients left out) and to everyone (not to staff nor store clients), one row each", async () => {
    const level = await as(owner).post(`${BASE}/send`, { Target: 'NetworkLevel', Username: 'raiz', Level: 2, Title: 'Nível 2', Message: 'Aviso ao nível 2.' });
    expect(level.json().Data.Count).toBe(2);
    expect(await titlesOf(a1)).toContain('Nível 2');
    expect(await titlesOf(a)).not.toContain('Nível 2');
    const [delivered] = await db().select({ n: userNotifications.id }).from(userNotifications).where(eq(userNotifications.userId, b1.id));
    expect(delivered).toBeDefined();

    const everyone = await as(support).post(`${BASE}/send`, { Target: 'Everyone', Title: 'Para todos', Message: 'Manutenção amanhã.' });
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json().Data.Count).toBe(await typeTwoCount());
    const id = everyone.json().Data.NotificationId;
    const recipients = await db().select({ userId: userNotifications.userId }).from(userNotifications).where(eq(userNotifications.notificationId, id));
    expect(recipients.map((r) => r.userId).sort((x, y) => x - y)).toEqual([root, a, b, a1, b1].map((u) => u.id).sort((x, y) => x - y));
    expect(recipients.map((r) => r.userId)).not.toContain(s.id);
    expect(recipients.map((r) => r.userId)).not.toContain(support.id);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `notification-broadcast:${id}`)),
    ).toHaveLength(1);
  });

  it('refuses a bad request in pt-BR and stores nothing', async () => {
    const before = (await db().select().from(notifications)).length;
    const cases: Array<[object, number, string]> = [
      [{ Target: 'Member', Title: 'Oi', Message: 'Oi' }, 400, 'Informe o usuário do sócio.'],
      [{ Target: 'NetworkLevel', Username: 'raiz', Level: 11, Title: 'Oi', Message: 'Oi' }, 400, 'O nível deve estar entre 1 e 10.'],
      [{ Target: 'NetworkLevel', Username: 'raiz', Title: 'Oi', Message: 'Oi' }, 400, 'O nível deve estar entre 1 e 10.'],
      [{ Target: 'Alguns', Title: 'Oi', Message: 'Oi' }, 400, 'Destino inválido: escolha um sócio, um nível da rede ou todos os sócios.'],
      [{ Target: 'Everyone', Title: 'Oi\u0007', Message: 'Oi' }, 400, 'Texto contém caracteres inválidos.'],
      [{ Target: 'Everyone', Title: 'Oi', Message: 'Oi\u0000' }, 400, 'Texto contém caracteres inválidos.'],
      [{ Target: 'Everyone', Title: ' ', Message: 'Oi' }, 400, 'Título é obrigatório.'],
      [{ Target: 'Everyone', Title: 'Oi', Message: '' }, 400, 'Mensagem é obrigatória.'],
      [{ Target: 'Everyone', Title: 'x'.repeat(101), Message: 'Oi' }, 400, 'Texto longo demais.'],
      [{ Target: 'Everyone', Title: 'Oi', Message: 'x'.repeat(2001) }, 400, 'Texto longo demais.'],
      [{ Target: 'Everyone', Title: 'Oi', Message: 'Oi', Extra: 1 }, 400, expect.any(String) as unknown as string],
      [{ Target: 'Member', Username: 'inexistente', Title: 'Oi', Message: 'Oi' }, 404, 'Sócio não encontrado.'],
      [{ Target: 'Member', Username: 'suporte', Title: 'Oi', Message: 'Oi' }, 404, 'Sócio não encontrado.'],
      [{ Target: 'NetworkLevel', Username: 'raiz', Level: 5, Title: 'Oi', Message: 'Oi' }, 422, 'Nenhum sócio receberia esta notificação.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await as(support).post(`${BASE}/send`, body);
      expect([res.statusCode, res.json().Message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await db().select().from(notifications)).toHaveLength(before);
  });

  it('lists what the console sent, newest first, with the audience and the count', async () => {
    const res = await as(support).post(`${BASE}/getAll`, { PaginationSettings: { Page: 1, RowsPerPage: 50 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.map((r: { TargetFormatted: string; Count: number; SentBy: string }) => [r.TargetFormatted, r.Count, r.SentBy])).toEqual([
      ['Todos os sócios', 5, 'suporte'],
      ['Nível 2 da rede de @raiz', 2, 'dono'],
      ['Sócio @ana.1', 1, 'suporte'],
    ]);
    expect(res.json().PaginationSettings).toMatchObject({ Page: 1, TotalRows: 3 });
    expect(await db().select().from(auditLog).where(like(auditLog.target, 'notification-broadcast:%'))).toHaveLength(3);
  });
});
