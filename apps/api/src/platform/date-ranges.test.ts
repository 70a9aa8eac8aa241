import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../test/helper';
import { notifications, userNotifications, users } from '../db/schema';
import { insertMember } from '../seed/builders';
import { personPayload } from '../features/registration/registration.fixtures';
import { addDays, dayInSaoPaulo } from './dates';

/**
 * Every call of the contract that takes a date (docs/api-wire.md, "Dates"): a date out of its
 * range is a 400 with the field's pt-BR message and changes nothing; a real one is served.
 */
let t: TestApp;
let member: TestClient;
let operator: TestClient;
let notificationId: number;

const today = () => dayInSaoPaulo();
const tomorrow = () => addDays(today(), 1);

/** Out of range, or not dates at all, for every kind of date field. */
const ALWAYS_BAD = [
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+010000-01-01',
  '10000-01-01',
  '1899-12-31',
  '2026-02-30',
  '31/12/9999',
  '00/00/0000',
  'amanhã',
];

interface DateCall {
  name: string;
  message: string;
  /** Values this field refuses on top of ALWAYS_BAD (its own range). */
  bad: () => string[];
  good: () => string[];
  /** What a refused value must leave as it was. */
  state?: () => Promise<unknown>;
  send: (value: string) => Promise<{ statusCode: number; body: string; json(): any }>;
}

let registrations = 0;
const calls: DateCall[] = [
  {
    name: 'updateUserNotification ViewedDate',
    message: messages.invalidViewedDate,
    bad: () => ['1970-01-01T00:00:00Z', '1999-12-31T23:59:59Z', new Date(Date.now() + 3_600_000).toISOString(), today()],
    good: () => [new Date(Date.now() - 60_000).toISOString(), '2024-05-01T12:00:00-03:00'],
    state: async () =>
      (await member.get('/api/users/notifications/getAllUserNotifications')).json().Data.find((n: { Id: number }) => n.Id === notificationId).ViewedDate,
    send: (v) => member.put('/api/users/notifications/updateUserNotification', { Id: notificationId, ViewedDate: v }),
  },
  {
    name: 'getBonusStatement StartDate',
    message: messages.bonusStatementDateInvalid,
    bad: () => ['2101-01-01', '2026-11-27T00:00:00Z'],
    good: () => ['1900-01-01', '2026-01-01', '2100-12-31'],
    send: (v) => member.post('/api/bonuses/getBonusStatement', { Filters: { StartDate: v } }),
  },
  {
    name: 'getBonusStatement EndDate',
    message: messages.bonusStatementDateInvalid,
    bad: () => ['2101-01-01'],
    good: () => ['2026-12-31', '2100-12-31'],
    send: (v) => member.post('/api/bonuses/getBonusStatement', { Filters: { EndDate: v } }),
  },
  {
    name: 'validateBirthday birthday',
    message: messages.invalidBirthday,
    bad: () => [tomorrow(), '01/01/1899'],
    good: () => ['15/01/1990', '1990-01-15'],
    send: (v) => t.client().get(`/api/helpers/validators/validateBirthday?birthday=${encodeURIComponent(v)}`),
  },
  {
    name: 'registerUser Birthday',
    message: messages.invalidBirthday,
    bad: () => [tomorrow(), '1899-12-31'],
    good: () => ['15/01/1990', '1990-01-15'],
    state: async () => (await t.database.db.select({ id: users.id }).from(users)).length,
    send: (v) => {
      const n = ++registrations;
      return t.client().post('/api/users/registerUser', personPayload({ Birthday: v, Username: `nova${n}`, Email: `nova${n}@clube.test` }));
    },
  },
  {
    name: 'updateUser Birthday',
    message: messages.invalidBirthday,
    bad: () => [tomorrow()],
    good: () => ['1985-03-10', '10/03/1985'],
    state: async () => (await member.get('/api/accounts/authUser/getAuthUserData')).json().Data.Birthday,
    send: (v) => member.put('/api/accounts/authUser/updateUser', { Name: 'Sócio Datas', PhoneOne: '11987654321', Birthday: v, Gender: 2 }),
  },
  {
    name: 'adminExportPaidWithdrawals Date',
    message: messages.withdrawalsExportDateInvalid,
    bad: () => ['1999-12-31', tomorrow(), '2100-01-01'],
    good: () => ['2000-01-01', today()],
    send: (v) => operator.get(`/api/admin/withdrawals/exportPaid?Date=${encodeURIComponent(v)}`),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const m = await insertMember(db, { username: 'socio.datas' });
  await insertMember(db, { username: 'patrocinador' });
  const op = await insertMember(db, { username: 'operador.datas', type: UserType.Administrator });
  member = t.client(t.token(m));
  operator = t.client(t.token(op));
  const [n] = await db.insert(notifications).values({ title: 'Datas', message: 'Aviso', showOnOffice: true }).returning();
  const [un] = await db.insert(userNotifications).values({ userId: m.id, notificationId: n!.id }).returning({ id: userNotifications.id });
  notificationId = un!.id;
});
afterAll(() => t.close());

describe('dates out of their range are a 400 with the field message (docs/api-wire.md, "Dates")', () => {
  for (const call of calls) {
    it(`${call.name} refuses ${ALWAYS_BAD.length}+ bad dates and accepts real ones`, async () => {
      const before = await call.state?.();
      for (const value of [...ALWAYS_BAD, ...call.bad()]) {
        const res = await call.send(value);
        expect(res.statusCode, `${call.name} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json().Message, `${call.name} ${JSON.stringify(value)}`).toBe(call.message);
      }
      expect(await call.state?.()).toEqual(before);
      for (const value of call.good()) {
        const res = await call.send(value);
        expect(res.statusCode, `${call.name} ${JSON.stringify(value)}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    });
  }
});
