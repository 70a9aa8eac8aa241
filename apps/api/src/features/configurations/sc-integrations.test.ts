import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { auditLog, configurations } from '../../db/schema';
import { insertMember } from '../../seed/builders';

let t: TestApp;
const logs: string[] = [];
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const GET = '/api/configurations/getSCIntegrations';
const PUT = '/api/configurations/updateGetSCIntegrations';
let member: Row, admin: Row;

const TOKEN = 'APP_USR-8812345678901234-112233-abcdef0123456789-99887766';
const WEBHOOK = 'wh5f2b9c0d';
const SMTP = 'smtps://clube:senha-forte-123@smtp.exemplo.com.br:465';

const stored = async () =>
  (await db().select().from(configurations).where(eq(configurations.key, 'scIntegrations')))[0]?.value as Record<string, unknown> | undefined;
const audits = () => db().select().from(auditLog).where(eq(auditLog.target, 'configuration:scIntegrations')).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void logs.push(line) } });
  member = await insertMember(db(), { username: 'socia' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
});
afterAll(() => t.close());

describe('scIntegrations', () => {
  it('is for administrators only, reads included', async () => {
    expect((await t.client().get(GET)).statusCode).toBe(401);
    expect((await t.client().put(PUT, {})).statusCode).toBe(401);
    expect((await as(member).get(GET)).statusCode).toBe(403);
    expect((await as(member).put(PUT, { MercadoPagoAccessToken: TOKEN })).statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('answers nothing set, and what the environment runs', async () => {
    expect((await as(admin).get(GET)).json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: {
        MercadoPagoPublicKey: null,
        MercadoPagoAccessToken: null,
        MercadoPagoAccessTokenIsSet: false,
        MercadoPagoWebhookSecret: null,
        MercadoPagoWebhookSecretIsSet: false,
        SmtpUrl: null,
        SmtpUrlIsSet: false,
        ZipProvider: 'offline',
        Timer: 300000,
        InEffect: { Source: 'environment', Gateway: 'offline', ZipProvider: 'offline', Mail: 'outbox' },
      },
    });
  });

  it('stores secrets and answers them masked: the last four characters, only the mask for a short one', async () => {
    const res = await as(admin).put(PUT, {
      MercadoPagoPublicKey: 'APP_USR-pub-0001',
      MercadoPagoAccessToken: TOKEN,
      MercadoPagoWebhookSecret: WEBHOOK,
      SmtpUrl: SMTP,
      ZipProvider: 'viacep',
    });
    expect(res.statusCode).toBe(200);
    const masked = {
      MercadoPagoPublicKey: 'APP_USR-pub-0001',
      MercadoPagoAccessToken: '••••7766',
      MercadoPagoAccessTokenIsSet: true,
      MercadoPagoWebhookSecret: '••••',
      MercadoPagoWebhookSecretIsSet: true,
      SmtpUrl: '••••:465',
      SmtpUrlIsSet: true,
      ZipProvider: 'viacep',
      Timer: 300000,
      InEffect: { Source: 'environment', Gateway: 'offline', ZipProvider: 'offline', Mail: 'outbox' },
    };
    expect(res.json()).toEqual({ IsSuccess: true, Message: 'Configurações atualizadas com Sucesso.', Data: masked });
    expect((await as(admin).get(GET)).json().Data).toEqual(masked);
    expect(await stored()).toMatchObject({ MercadoPagoAccessToken: TOKEN, MercadoPagoWebhookSecret: WEBHOOK, SmtpUrl: SMTP, ZipProvider: 'viacep' });
  });

  it('keeps a secret sent masked, null or not at all; clears it with an empty string', async () => {
    const put = (body: object) => as(admin).put(PUT, { MercadoPagoPublicKey: 'APP_USR-pub-0001', ZipProvider: 'viacep', ...body });
    expect((await put({ MercadoPagoAccessToken: '••••7766', MercadoPagoWebhookSecret: null })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ MercadoPagoAccessToken: TOKEN, MercadoPagoWebhookSecret: WEBHOOK, SmtpUrl: SMTP });
    expect((await put({ MercadoPagoAccessToken: '••••' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ MercadoPagoAccessToken: TOKEN, MercadoPagoWebhookSecret: WEBHOOK, SmtpUrl: SMTP });

    const cleared = await put({ MercadoPagoWebhookSecret: '', SmtpUrl: '' });
    expect(cleared.json().Data).toMatchObject({
      MercadoPagoAccessToken: '••••7766',
      MercadoPagoAccessTokenIsSet: true,
      MercadoPagoWebhookSecret: null,
      MercadoPagoWebhookSecretIsSet: false,
      SmtpUrl: null,
      SmtpUrlIsSet: false,
    });
    expect(await stored()).toMatchObject({ MercadoPagoAccessToken: TOKEN, MercadoPagoWebhookSecret: null, SmtpUrl: null });

    const replaced = await put({ MercadoPagoAccessToken: 'TEST-0000111122223333' });
    expect(replaced.json().Data.MercadoPagoAccessToken).toBe('••••3333');
    expect(await stored()).toMatchObject({ MercadoPagoAccessToken: 'TEST-0000111122223333' });
  });

  it('refuses malformed values with pt-BR messages', async () => {
    const cases: Array<[object, string]> = [
      [{ SmtpUrl: 'http://smtp.exemplo.com' }, 'Endereço SMTP inválido: informe um endereço que comece com smtp:// ou smtps://.'],
      [{ MercadoPagoAccessToken: 'tem espaço no meio' }, 'Access token do Mercado Pago inválido.'],
      [{ MercadoPagoWebhookSecret: 'curto' }, 'Segredo do webhook do Mercado Pago inválido.'],
      [{ MercadoPagoPublicKey: 'chave pública' }, 'Chave pública do Mercado Pago inválida.'],
      [{ ZipProvider: 'correios' }, 'Provedor de CEP inválido: use offline ou viacep.'],
    ];
    for (const [body, message] of cases) {
      const res = await as(admin).put(PUT, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Message).toBe(message);
    }
  });

  it('audits every write with the secrets masked and which of them changed; no secret reaches the audit or the logs', async () => {
    const rows = await audits();
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.actorId === admin.id && r.action === 'configuration.update')).toBe(true);
    expect(rows.map((r) => (r.data as any).SecretsChanged)).toEqual([
      ['MercadoPagoAccessToken', 'MercadoPagoWebhookSecret', 'SmtpUrl'],
      [],
      [],
      ['MercadoPagoWebhookSecret', 'SmtpUrl'],
      ['MercadoPagoAccessToken'],
    ]);
    expect(rows[0]).toMatchObject({
      before: { MercadoPagoAccessToken: null, SmtpUrl: null, ZipProvider: 'offline' },
      after: {
        MercadoPagoAccessToken: '••••',
        MercadoPagoWebhookSecret: '••••',
        SmtpUrl: '••••',
        ZipProvider: 'viacep',
        MercadoPagoPublicKey: 'APP_USR-pub-0001',
      },
    });
    const everything = JSON.stringify(rows) + logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [TOKEN, WEBHOOK, SMTP, 'senha-forte-123', 'TEST-0000111122223333', '7766']) expect(everything).not.toContain(secret);
  });

  it('leaves the public part as the running gateway says: stored settings do not change it', async () => {
    expect((await t.client().get('/api/configurations/getPublicSCIntegrationsConfigs')).json()).toEqual({
      IsSuccess: true,
      Message: null,
      Data: { Gateway: 'offline', MercadoPagoPublicKey: null, DemoMode: true },
    });
  });
});
