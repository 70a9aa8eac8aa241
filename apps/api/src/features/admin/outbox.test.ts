import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, STAFF_ROLE_IDS, UserType } from '@clube/contract';
import { OUTBOX_SECRET_MASK } from '@clube/contract/admin';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { outboxEmails } from '../../db/schema';
import { createMailer } from '../../platform/mail';
import { insertMember } from '../../seed/builders';
import { maskLinkSecrets } from './outbox-masking';

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const as = (u: Row) => t.client(t.token(u));
const db = () => t.database.db;
let support: Row;
/** The offline mailer, writing outbox_emails as the demo does. */
const outbox = () => createMailer({ db: db(), from: 'clube@clube.test' });

beforeAll(async () => {
  t = await createTestApp();
  support = await insertMember(db(), { username: 'suporte', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Support });
});
afterAll(() => t.close());

const list = (body: unknown) => as(support).post('/api/admin/outbox/getAll', body);

describe(`console: e-mail outbox list (${TEST_DB})`, () => {
  it('pages by 50, newest first, without the text; filters by part of To and Subject, any case', async () => {
    for (let i = 1; i <= 53; i++) {
      await outbox().send({ to: `pessoa${i}@${i % 2 ? 'impar' : 'par'}.test`, subject: i === 7 ? 'Boas-vindas 100% Clube' : `Aviso ${i}`, text: `texto ${i}` });
    }
    const first = await list({});
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.Data).toHaveLength(50);
    expect(body.PaginationSettings).toMatchObject({ Page: 1, TotalPages: 2, TotalRows: 53 });
    expect(body.Data[0]).toEqual({ Id: expect.any(Number), To: 'pessoa53@impar.test', Subject: 'Aviso 53', CreatedOn: expect.any(String) });
    expect(body.Data.map((e: { Id: number }) => e.Id)).toEqual([...body.Data.map((e: { Id: number }) => e.Id)].sort((a, b) => b - a));

    const second = (await list({ PaginationSettings: { Page: 2, RowsPerPage: 50 } })).json();
    expect(second.Data.map((e: { To: string }) => e.To)).toEqual(['pessoa3@impar.test', 'pessoa2@par.test', 'pessoa1@impar.test']);

    const byTo = (await list({ Filters: { To: '@PAR.test' } })).json();
    expect(byTo.PaginationSettings.TotalRows).toBe(26);
    expect(byTo.Data.every((e: { To: string }) => e.To.endsWith('@par.test'))).toBe(true);

    // '%' is a character to find, not a wildcard.
    const bySubject = (await list({ Filters: { Subject: '100%' } })).json();
    expect(bySubject.Data.map((e: { Subject: string }) => e.Subject)).toEqual(['Boas-vindas 100% Clube']);
    expect((await list({ Filters: { Subject: 'aviso 5', To: 'impar' } })).json().Data.map((e: { Subject: string }) => e.Subject)).toEqual([
      'Aviso 53',
      'Aviso 51',
      'Aviso 5',
    ]);
    expect((await list({ Filters: { To: '', Subject: null } })).json().PaginationSettings.TotalRows).toBe(53);
  });

  it('refuses fields it does not know', async () => {
    const res = await list({ Filters: { Body: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
  });
});

describe(`console: one outbox e-mail (${TEST_DB})`, () => {
  it("shows a password recovery e-mail whole, but the reset link's token masked", async () => {
    const member = await insertMember(db(), { username: 'esqueceu', name: 'Rita Esquecida', password: 'senha-antiga-1' });
    const asked = await t.client().post(`/api/users/passwords/recoveryPassword/${member.username}`);
    expect(asked.statusCode).toBe(200);
    await expect.poll(() => t.mails.length).toBeGreaterThan(0);
    const sent = t.mails.find((m) => m.to === member.email)!;
    const token = /token=([^&\s]+)/.exec(sent.text)![1]!;
    await outbox().send(sent);
    const [row] = (await list({ Filters: { To: member.email } })).json().Data;

    const res = await as(support).get(`/api/admin/outbox/${row.Id}`);
    expect(res.statusCode).toBe(200);
    const email = res.json().Data;
    expect(email).toMatchObject({ Id: row.Id, To: member.email, Subject: messages.recoveryMailSubject, Html: null, Masked: true });
    expect(email.Text).not.toContain(token);
    expect(email.Text).toBe(sent.text.replace(token, OUTBOX_SECRET_MASK));
    expect(email.Text).toContain(`/reset-password?token=${OUTBOX_SECRET_MASK}`);
    expect(email.Text).toContain('Olá, Rita Esquecida.');

    // The link itself still works for the member who received it: masking is the console's view only.
    const reset = await t.client().post('/api/users/passwords/resetPassword', { Token: decodeURIComponent(token), Password: 'senha-nova-123' });
    expect(reset.statusCode).toBe(200);
  });

  it('masks token login links in text and HTML, keeps the rest; an e-mail without links is not marked masked', async () => {
    await outbox().send({
      to: 'magico@clube.test',
      subject: 'Seu acesso',
      text: 'Entre: https://office.test/accessToken?accessToken=abc.DEF-123_x&username=magico até logo',
      html: '<a href="https://office.test/accessToken?username=magico&amp;accessToken=abc.DEF-123_x">Entrar</a>',
    });
    await outbox().send({ to: 'simples@clube.test', subject: 'Senha alterada', text: 'Sua senha foi alterada.' });
    const rows = (await list({ Filters: { To: 'clube.test' } })).json().Data as Array<{ Id: number; To: string }>;
    const magic = (await as(support).get(`/api/admin/outbox/${rows.find((r) => r.To === 'magico@clube.test')!.Id}`)).json().Data;
    expect(magic.Text).toBe(`Entre: https://office.test/accessToken?accessToken=${OUTBOX_SECRET_MASK}&username=magico até logo`);
    expect(magic.Html).toBe(`<a href="https://office.test/accessToken?username=magico&amp;accessToken=${OUTBOX_SECRET_MASK}">Entrar</a>`);
    expect(magic.Masked).toBe(true);
    const plain = (await as(support).get(`/api/admin/outbox/${rows.find((r) => r.To === 'simples@clube.test')!.Id}`)).json().Data;
    expect(plain).toMatchObject({ Text: 'Sua senha foi alterada.', Masked: false });
  });

  it('answers 404 for an e-mail that does not exist and 400 for an id that is not one', async () => {
    const [last] = await db().insert(outboxEmails).values({ to: 'x@clube.test', subject: 'x', text: 'x' }).returning();
    const missing = await as(support).get(`/api/admin/outbox/${last!.id + 1000}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ IsSuccess: false, Message: messages.outboxEmailNotFound });
    for (const bad of ['abc', '0', '99999999999']) expect((await as(support).get(`/api/admin/outbox/${bad}`)).statusCode).toBe(400);
  });
});

describe('maskLinkSecrets', () => {
  it('replaces every secret parameter, whatever its place, and nothing else', () => {
    expect(maskLinkSecrets('a ?token=x1&store=loja b &token=y2#frag')).toEqual({
      value: `a ?token=${OUTBOX_SECRET_MASK}&store=loja b &token=${OUTBOX_SECRET_MASK}#frag`,
      masked: true,
    });
    expect(maskLinkSecrets('tokens=nada; mytoken=abc')).toEqual({ value: 'tokens=nada; mytoken=abc', masked: false });
  });
});
