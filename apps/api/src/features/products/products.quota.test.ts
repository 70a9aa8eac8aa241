import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { productImages, products, storedFiles } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { IMAGES, insertCategory, multipart, productForm, type UploadFile } from './products.fixtures';

/**
 * A member's uploads are bounded (docs/security.md, "Uploads"): a quota of images and of bytes
 * over all his products, held under concurrent uploads, and a rate of product forms per minute.
 */
type Row = Awaited<ReturnType<typeof insertMember>>;
const CREATE = '/api/logistics/products/createNewProduct';
const UPDATE = '/api/logistics/products/updateProduct';
const DELETE_IMAGE = '/api/logistics/products/deleteProductImage';
const QUOTA_FILES = 'Você atingiu o limite de 3 imagens de produtos. Exclua imagens que não usa para enviar novas.';
const QUOTA_BYTES = 'Você atingiu o limite de 1 MB em imagens de produtos. Exclua imagens que não usa para enviar novas.';
const THROTTLED = 'Muitos envios de produtos em pouco tempo. Aguarde um minuto e tente novamente.';

const png = (name = 'foto.png'): UploadFile => ({ name, content: IMAGES.png });
/** A real PNG of about 400 KB: the bytes after its end make it heavy, not invalid. */
const heavy = (name = 'pesada.png'): UploadFile => ({ name, content: Buffer.concat([IMAGES.png, Buffer.alloc(400 * 1024)]) });

function harness(env: Record<string, string>) {
  const h = {
    t: undefined as unknown as TestApp,
    category: 0,
    db: () => h.t.database.db,
    send(u: Row, method: 'POST' | 'PUT', url: string, fields: Record<string, string | string[]>, files: UploadFile[] = [], from?: string) {
      const body = multipart(fields, files);
      const headers = { ...body.headers, ...(from ? { 'x-forwarded-for': from } : {}) };
      return h.t.client(h.t.app.issueAccessToken(u).token).request({ method, url, payload: body.payload, headers });
    },
    create: (u: Row, files: UploadFile[] = [], from?: string) => h.send(u, 'POST', CREATE, productForm({ Categories: String(h.category) }), files, from),
    update: (u: Row, id: number, files: UploadFile[]) => h.send(u, 'PUT', UPDATE, productForm({ Id: String(id), Categories: String(h.category) }), files),
    async imagesOf(u: Row) {
      const rows = await h
        .db()
        .select({ id: productImages.id, size: storedFiles.size })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .innerJoin(storedFiles, eq(storedFiles.id, productImages.fileId))
        .where(eq(products.ownerId, u.id));
      return { count: rows.length, bytes: rows.reduce((s, r) => s + r.size, 0), ids: rows.map((r) => r.id) };
    },
    async stored() {
      return {
        products: (await h.db().select({ n: count() }).from(products))[0]!.n,
        images: (await h.db().select({ n: count() }).from(productImages))[0]!.n,
        files: (await h.db().select({ n: count() }).from(storedFiles))[0]!.n,
      };
    },
  };
  beforeAll(async () => {
    h.t = await createTestApp({ env });
    h.category = (await insertCategory(h.db(), 1, 'Roupas')).id;
  });
  afterAll(() => h.t.close());
  return h;
}

describe(`a member's product images are bounded: 3 images and 1 MB here (${TEST_DB})`, () => {
  const h = harness({ PRODUCT_IMAGES_QUOTA_FILES: '3', PRODUCT_IMAGES_QUOTA_MB: '1' });
  let ana: Row, bia: Row, cida: Row, dora: Row, admin: Row;
  beforeAll(async () => {
    ana = await insertMember(h.db(), { username: 'ana' });
    bia = await insertMember(h.db(), { username: 'bia' });
    cida = await insertMember(h.db(), { username: 'cida' });
    dora = await insertMember(h.db(), { username: 'dora' });
    admin = await insertMember(h.db(), { username: 'operador', type: UserType.Administrator });
  });

  it('counts his images over all his products: past the count, 413 with the limit, nothing stored; deleting makes room', async () => {
    const first = await h.create(ana, [png(), png()]);
    expect(first.statusCode, first.body).toBe(200);
    const productId = first.json().Data.Product.Id as number;
    const before = await h.stored();
    for (const res of [await h.update(ana, productId, [png(), png()]), await h.create(ana, [png(), png()])]) {
      expect([res.statusCode, res.json()]).toEqual([413, { IsSuccess: false, Message: QUOTA_FILES, Data: null }]);
    }
    expect(await h.stored()).toEqual(before);
    // A product form without images is no upload: still taken.
    expect((await h.create(ana)).statusCode).toBe(200);
    expect((await h.update(ana, productId, [png()])).statusCode).toBe(200);
    expect((await h.imagesOf(ana)).count).toBe(3);
    expect((await h.create(ana, [png()])).json()).toMatchObject({ Message: QUOTA_FILES });

    const [oldest] = (await h.imagesOf(ana)).ids;
    const deleted = await h.t.client(h.t.app.issueAccessToken(ana).token).request({ method: 'DELETE', url: `${DELETE_IMAGE}/${oldest}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await h.create(ana, [png()])).statusCode).toBe(200);
    expect((await h.imagesOf(ana)).count).toBe(3);
    // Another member has his own quota.
    expect((await h.create(bia, [png(), png(), png()])).statusCode).toBe(200);
  });

  it('counts his bytes: images that would pass 1 MB are refused with the limit in MB', async () => {
    const first = await h.create(cida, [heavy(), heavy()]);
    expect(first.statusCode, first.body).toBe(200);
    const before = await h.stored();
    const res = await h.update(cida, first.json().Data.Product.Id, [heavy()]);
    expect([res.statusCode, res.json().Message]).toEqual([413, QUOTA_BYTES]);
    expect(await h.stored()).toEqual(before);
    expect((await h.imagesOf(cida)).bytes).toBeLessThanOrEqual(1024 * 1024);
    // Small images still fit under both limits.
    expect((await h.create(cida, [png()])).statusCode).toBe(200);
  });

  it("the club's images count against no quota, even those an Administrator adds to a member's product", async () => {
    const club = await h.create(admin, [png(), png(), png(), png()]);
    expect(club.statusCode, club.body).toBe(200);
    expect((await h.update(admin, club.json().Data.Product.Id, [png()])).statusCode).toBe(200);
    const own = await h.create(dora, [png(), png(), png()]);
    const added = await h.update(admin, own.json().Data.Product.Id, [png()]);
    expect(added.statusCode, added.body).toBe(200);
    expect((await h.imagesOf(dora)).count).toBe(4);
    // The member himself is over his quota now: he adds nothing more.
    expect((await h.update(dora, own.json().Data.Product.Id, [png()])).json().Message).toBe(QUOTA_FILES);
  });

  it('six uploads at once by one member: exactly the quota is stored, the others are refused with 413', async () => {
    const eva = await insertMember(h.db(), { username: 'eva' });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => h.create(eva, [png(`foto-${i}.png`)])));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 413, 413, 413]);
    for (const r of answers.filter((a) => a.statusCode === 413)) expect(r.json().Message).toBe(QUOTA_FILES);
    expect((await h.imagesOf(eva)).count).toBe(3);
    const products3 = await h.db().select({ n: count() }).from(products).where(eq(products.ownerId, eva.id));
    expect(products3[0]!.n).toBe(3);
  });
});

describe(`product forms per member are rate-limited (RATE_LIMITS=on, ${TEST_DB})`, () => {
  const h = harness({ RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' });
  let fabi: Row, gil: Row;
  beforeAll(async () => {
    fabi = await insertMember(h.db(), { username: 'fabi' });
    gil = await insertMember(h.db(), { username: 'gil' });
  });

  it('10 creations a minute, from any address; the 11th is 429 with its message and stores nothing; another member goes on', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await h.create(fabi, [png()], `10.2.0.${i + 1}`)).statusCode);
    expect(codes).toEqual(Array(10).fill(200));
    const before = await h.stored();
    const refused = await h.create(fabi, [png()], '10.2.1.1');
    expect([refused.statusCode, refused.json()]).toEqual([429, { IsSuccess: false, Message: THROTTLED, Data: null }]);
    expect(await h.stored()).toEqual(before);
    expect((await h.create(gil, [png()], '10.2.1.1')).statusCode).toBe(200);
  });
});
