import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { STAFF_ROLE_IDS, StaffRole, UserType } from '@clube/contract';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helper';
import { auditLog, configurations, systemImages } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { IMAGES, multipart } from '../products/products.fixtures';

/**
 * The console's configuration calls (docs/configuration.md): only an Owner writes them, each write
 * leaves exactly one audit row with the actor's IP and no secret, and the system images are
 * uploaded as images judged by their bytes.
 */
let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const as = (u: Row) => t.client(t.token(u));
const BASE = '/api/configurations';
const UPLOAD = `${BASE}/pagesDesign/updateSystemImage`;
let owner: Row;
const clients: Record<string, () => TestClient> = {};

/** A 16×16 icon holding a PNG (the favicon's usual format). */
const ICO = Buffer.from('AAABAAEAEBAAAAEAIABDAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAACAAAAAwgGAAAAueregQAAAApJREFUeAFjwA0AABsAAZu3WVcAAAAASUVORK5CYII=', 'base64');
const TOKEN = 'APP_USR-5512345678901234-112233-abcdef0123456789-44556677';
const WEBHOOK = 'webhook-segredo-9f8e7d6c';
const SMTP = 'smtp://clube:senha-muito-secreta@smtp.exemplo.com.br:587';

const upload = (client: TestClient, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) =>
  client.request({ method: 'POST', url: UPLOAD, ...multipart(fields, files) });
const logo = (content: Buffer = IMAGES.png, name = 'Logo Novo.png') => [{ field: 'File', name, content }];

const updates: Array<{ name: string; target: string; send: (c: TestClient) => ReturnType<TestClient['put']> }> = [
  {
    name: 'updateSCGeneral',
    target: 'configuration:scGeneral',
    send: (c) => c.put(`${BASE}/updateSCGeneral`, { ClubName: 'Clube Teste', SupportPhone: '11 3000-0000' }),
  },
  {
    name: 'updateSCShops',
    target: 'configuration:scShops',
    send: (c) => c.put(`${BASE}/updateSCShops`, { FreightOriginZip: '01310-100', CashbackPercentage: 1.5 }),
  },
  {
    name: 'updateSCBonificationCenter',
    target: 'configuration:scBonificationCenter',
    send: (c) => c.put(`${BASE}/updateSCBonificationCenter`, { DynamicCompression: true }),
  },
  {
    name: 'updateGetSCIntegrations',
    target: 'configuration:scIntegrations',
    send: (c) => c.put(`${BASE}/updateGetSCIntegrations`, { MercadoPagoAccessToken: TOKEN, MercadoPagoWebhookSecret: WEBHOOK, SmtpUrl: SMTP }),
  },
  { name: 'updateSystemImage', target: 'systemImage:MainLogo', send: (c) => upload(c, { Kind: 'MainLogo' }, logo()) },
];

const auditRows = () => db().select().from(auditLog).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await insertMember(db(), { username: 'dona', type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS.Owner });
  const member = await insertMember(db(), { username: 'socio' });
  clients['anonymous'] = () => t.client();
  clients['member'] = () => as(member);
  for (const role of [StaffRole.Finance, StaffRole.Catalog, StaffRole.Support]) {
    const staff = await insertMember(db(), { username: `equipe.${role.toLowerCase()}`, type: UserType.Administrator, rolesIds: STAFF_ROLE_IDS[role] });
    clients[role] = () => as(staff);
  }
});
afterAll(() => t.close());

describe('who may write the configuration', () => {
  it('anonymous 401; a member and the Finance, Catalog and Support roles 403; nothing stored or audited', async () => {
    for (const u of updates) {
      for (const [who, client] of Object.entries(clients)) {
        const res = await u.send(client());
        expect(res.statusCode, `${who} ${u.name}`).toBe(who === 'anonymous' ? 401 : 403);
        expect(res.json()).toMatchObject({ IsSuccess: false, Data: null });
      }
    }
    expect(await db().select().from(configurations)).toEqual([]);
    expect(await db().select().from(systemImages)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('an Owner writes each: 200, and exactly one audit row per write, with his id and IP, no secret inside', async () => {
    for (const u of updates) {
      const before = (await auditRows()).length;
      const res = await u.send(as(owner));
      expect(res.statusCode, u.name).toBe(200);
      expect(res.json().IsSuccess).toBe(true);
      const rows = await auditRows();
      expect(rows.length, u.name).toBe(before + 1);
      expect(rows.at(-1), u.name).toMatchObject({ actorId: owner.id, ip: '127.0.0.1', target: u.target });
      expect(rows.at(-1)!.after, u.name).not.toBeNull();
    }
    const everything = JSON.stringify(await auditRows());
    for (const secret of [TOKEN, WEBHOOK, SMTP, 'senha-muito-secreta', '44556677']) expect(everything).not.toContain(secret);
    const [integrations] = await db().select().from(auditLog).where(eq(auditLog.target, 'configuration:scIntegrations'));
    expect(integrations).toMatchObject({
      action: 'configuration.update',
      before: { MercadoPagoAccessToken: null, MercadoPagoWebhookSecret: null, SmtpUrl: null },
      after: { MercadoPagoAccessToken: '••••', MercadoPagoWebhookSecret: '••••', SmtpUrl: '••••' },
      data: { SecretsChanged: ['MercadoPagoAccessToken', 'MercadoPagoWebhookSecret', 'SmtpUrl'] },
    });
  });

  it('a refused write (bad value) leaves no audit row', async () => {
    const before = (await auditRows()).length;
    expect((await as(owner).put(`${BASE}/updateSCGeneral`, { SupportEmail: 'x' })).statusCode).toBe(400);
    expect((await as(owner).put(`${BASE}/updateSCShops`, { FreightTable: { Bands: [] } })).statusCode).toBe(422);
    expect((await auditRows()).length).toBe(before);
  });
});

describe('system images upload', () => {
  const current = async () => (await t.client().get(`${BASE}/pagesDesign/getSystemImages`)).json().Data;

  it('replaces the image: the new file is served at the address getSystemImages answers; audited before and after', async () => {
    const old = (await current()).MainLogo.FullUrl as string;
    const res = await upload(as(owner), { Kind: 'MainLogo' }, logo(IMAGES.webp, 'Logo Clube Ñovo.PNG'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ IsSuccess: true, Message: 'Imagem atualizada com Sucesso.' });
    // The stored name carries what the bytes are, not what the name says.
    expect(body.Data.MainLogo.FullUrl).toMatch(/^\/api\/files\/\d+\/Logo-Clube-Novo\.webp$/);
    expect(await current()).toEqual(body.Data);
    const served = await t.client().get(body.Data.MainLogo.FullUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(IMAGES.webp)).toBe(true);

    const [row] = await db().select().from(auditLog).where(eq(auditLog.target, 'systemImage:MainLogo')).orderBy(auditLog.id).offset(1);
    expect(row).toMatchObject({
      action: 'systemImage.update',
      actorId: owner.id,
      before: { FullUrl: old },
      after: { FullUrl: body.Data.MainLogo.FullUrl },
      data: { ContentType: 'image/webp', Size: IMAGES.webp.length },
    });
  });

  it('takes a favicon as ICO or PNG; the favicon address redirects to it', async () => {
    const ico = await upload(as(owner), { Kind: 'Favicon' }, [{ field: 'File', name: 'favicon.ico', type: 'image/x-icon', content: ICO }]);
    expect(ico.statusCode).toBe(200);
    expect(ico.json().Data.Favicon.FullUrl).toMatch(/\/favicon\.ico$/);
    const png = await upload(as(owner), { Kind: 'Favicon' }, [{ field: 'File', name: 'favicon.png', type: 'image/png', content: IMAGES.png }]);
    expect(png.statusCode).toBe(200);
    const url = png.json().Data.Favicon.FullUrl as string;
    const redirect = await t.client().get(`${BASE}/pagesDesign/favicon`);
    expect([redirect.statusCode, redirect.headers['location']]).toEqual([302, url]);
    const served = await t.client().get(url);
    expect([served.headers['content-type'], served.headers['x-content-type-options']]).toEqual(['image/png', 'nosniff']);
    expect((await db().select().from(auditLog).where(eq(auditLog.target, 'systemImage:Favicon'))).length).toBe(2);
  });

  it('refuses an SVG, an HTML page holding an <svg>, a fake icon and a kind the image may not be, whatever their names and types claim', async () => {
    const images = await current();
    const audits = (await auditRows()).length;
    const FAVICON = 'Arquivo de imagem inválido: envie uma imagem ICO ou PNG.';
    const LOGO = 'Arquivo de imagem inválido: envie uma imagem PNG, JPEG ou WebP.';
    const html = Buffer.from('<!doctype html><html><body><svg width="16" height="16"></svg><script>fetch("/api/x")</script></body></html>');
    // An icon header and a directory entry pointing at a page instead of a PNG or a bitmap.
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const directory = Buffer.alloc(22);
    directory.writeUInt16LE(1, 2);
    directory.writeUInt16LE(1, 4);
    directory.writeUInt8(16, 6);
    directory.writeUInt8(16, 7);
    directory.writeUInt32LE(page.length, 14);
    directory.writeUInt32LE(22, 18);
    const fakeIco = Buffer.concat([directory, page]);
    const cases: Array<[string, string, string, Buffer, string]> = [
      ['Favicon', 'favicon.svg', 'image/svg+xml', IMAGES.svg, FAVICON],
      ['Favicon', 'favicon.ico', 'image/x-icon', html, FAVICON],
      ['Favicon', 'favicon.png', 'image/png', html, FAVICON],
      ['Favicon', 'favicon.ico', 'image/x-icon', fakeIco, FAVICON],
      ['Favicon', 'favicon.ico', 'image/x-icon', ICO.subarray(0, 30), FAVICON],
      ['Favicon', 'favicon.gif', 'image/gif', IMAGES.gif, FAVICON],
      ['MainLogo', 'logo.svg', 'image/svg+xml', IMAGES.svg, LOGO],
      ['MainLogo', 'logo.png', 'image/png', html, LOGO],
      ['MainLogo', 'logo.ico', 'image/x-icon', ICO, LOGO],
    ];
    for (const [Kind, name, type, content, message] of cases) {
      const res = await upload(as(owner), { Kind }, [{ field: 'File', name, type, content }]);
      expect([res.statusCode, res.json()], `${Kind} ${name}`).toEqual([400, { IsSuccess: false, Message: message, Data: null, errors: { File: [message] } }]);
    }
    expect(await current()).toEqual(images);
    expect((await auditRows()).length).toBe(audits);
  });

  it('judges the file by the kind even when the file comes before Kind in the form', async () => {
    const boundary = 'ordemInvertida';
    const part = (headers: string, body: Buffer | string) => [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')];
    const body = (content: Buffer, kind: string) =>
      Buffer.concat([
        ...part('Content-Disposition: form-data; name="File"; filename="f.png"\r\nContent-Type: image/png', content),
        ...part('Content-Disposition: form-data; name="Kind"', kind),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const send = (content: Buffer, kind: string) =>
      as(owner).request({
        method: 'POST',
        url: UPLOAD,
        payload: body(content, kind),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    expect((await send(IMAGES.gif, 'Favicon')).statusCode).toBe(400);
    const ok = await send(ICO, 'Favicon');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Data.Favicon.FullUrl).toMatch(/\/f\.ico$/);
  });

  it('refuses a non-image, an oversize file, a missing file and an unknown kind with pt-BR messages; nothing changes', async () => {
    const images = await current();
    const audits = (await auditRows()).length;
    const cases: Array<[Record<string, string>, Parameters<typeof multipart>[1], number, string]> = [
      [
        { Kind: 'MainLogo' },
        [{ field: 'File', name: 'logo.png', type: 'image/png', content: IMAGES.text }],
        400,
        'Arquivo de imagem inválido: envie uma imagem PNG, JPEG ou WebP.',
      ],
      [
        { Kind: 'MainLogo' },
        [{ field: 'File', name: 'grande.png', content: Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]) }],
        413,
        'A imagem deve ter no máximo 2 MB.',
      ],
      [{ Kind: 'MainLogo' }, [], 400, 'Envie o arquivo da imagem.'],
      [{ Kind: 'Banner' }, logo(), 400, 'Imagem do sistema inválida: use Favicon ou MainLogo.'],
      [{}, logo(), 400, 'Imagem do sistema inválida: use Favicon ou MainLogo.'],
    ];
    for (const [fields, files, status, message] of cases) {
      const res = await upload(as(owner), fields, files);
      expect([res.statusCode, res.json().Message], message).toEqual([status, message]);
    }
    const json = await as(owner).post(UPLOAD, { Kind: 'MainLogo' });
    expect([json.statusCode, json.json().Message]).toEqual([400, 'Envie o arquivo da imagem.']);
    expect(await current()).toEqual(images);
    expect((await auditRows()).length).toBe(audits);
    expect(await db().select().from(auditLog).where(like(auditLog.target, 'systemImage:%'))).toHaveLength(5);
  });
});
