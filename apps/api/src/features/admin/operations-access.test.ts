import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_IDS, messages, Permission, STAFF_ROLE_IDS, UserType, type StaffRole } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { outboxEmails } from '../../db/schema';
import { insertMember } from '../../seed/builders';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const staff = {} as Record<StaffRole, Row>;
let member: Row;
let memberWithOwnerId: Row;
let emailId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const role of Object.keys(STAFF_ROLE_IDS) as StaffRole[]) {
    staff[role] = await insertMember(db, { username: `equipe.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
  }
  member = await insertMember(db, { username: 'socio.comum' });
  // A member holding a console id by mistake still is no administrator (adminOnly).
  memberWithOwnerId = await insertMember(db, { username: 'socio.dono', rolesIds: [...MEMBER_ROLE_IDS, Permission.CONSOLE_OWNER, Permission.CONSOLE_SUPPORT] });
  const [mail] = await db.insert(outboxEmails).values({ to: 'a@clube.test', subject: 'Olá', text: 'Oi' }).returning();
  emailId = mail!.id;
});
afterAll(() => t.close());

const calls = () =>
  [
    { name: 'outbox list', roles: ['Owner', 'Support'], method: 'POST', url: '/api/admin/outbox/getAll', payload: {} },
    { name: 'outbox e-mail', roles: ['Owner', 'Support'], method: 'GET', url: `/api/admin/outbox/${emailId}` },
    { name: 'job runs', roles: ['Owner'], method: 'POST', url: '/api/admin/jobs/getAll', payload: {} },
    { name: 'jobs summary', roles: ['Owner'], method: 'GET', url: '/api/admin/jobs/summary' },
    { name: 'run now', roles: ['Owner'], method: 'POST', url: '/api/admin/jobs/order-invoices-expiry/run' },
    { name: 'ledger verification', roles: ['Owner'], method: 'GET', url: '/api/admin/ledger/verify' },
    { name: 'audit list', roles: ['Owner'], method: 'POST', url: '/api/admin/audit/getAll', payload: {} },
  ] as const;

describe(`console operations: who may call what (${TEST_DB})`, () => {
  it('anonymous 401, members 403 (even holding a console id), the wrong staff roles 403, the right ones 200', async () => {
    for (const c of calls()) {
      const req = (client: ReturnType<TestApp['client']>) =>
        client.request({ method: c.method, url: c.url, ...('payload' in c ? { payload: c.payload } : {}) });
      const anonymous = await req(t.client());
      expect(anonymous.statusCode, `${c.name}: anonymous`).toBe(401);
      expect(anonymous.json()).toMatchObject({ IsSuccess: false, Data: null });
      for (const u of [member, memberWithOwnerId]) {
        const res = await req(as(u));
        expect(res.statusCode, `${c.name}: ${u.username}`).toBe(403);
        expect(res.json()).toMatchObject({ IsSuccess: false, Message: messages.forbidden });
      }
      for (const role of Object.keys(staff) as StaffRole[]) {
        const res = await req(as(staff[role]));
        const allowed = (c.roles as readonly string[]).includes(role);
        expect(res.statusCode, `${c.name}: ${role}`).toBe(allowed ? 200 : 403);
        if (allowed) expect(res.json().IsSuccess).toBe(true);
      }
    }
  });
});
