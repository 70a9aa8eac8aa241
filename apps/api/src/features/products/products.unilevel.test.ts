import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UserType } from '@clube/contract';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helper';
import { auditLog, products, unilevelTables } from '../../db/schema';
import { insertMember } from '../../seed/builders';
import { insertUnilevel } from '../bonuses/bonuses.fixtures';
import { insertProduct, multipart, productForm } from './products.fixtures';

/** Who sets a product's unilevel table, and which tables it may name (docs/marketplace.md#products-and-their-approval). */

let t: TestApp;
type Row = Awaited<ReturnType<typeof insertMember>>;
const db = () => t.database.db;
const CREATE = '/api/logistics/products/createNewProduct';
const UPDATE = '/api/logistics/products/updateProduct';
const UNUSABLE = 'A tabela unilevel do produto não existe ou está inativa.';
let ana: Row, admin: Row;
let active: number, other: number, inactive: number;

function send(u: Row, method: 'POST' | 'PUT', url: string, fields: Record<string, string | string[]>) {
  const body = multipart(fields);
  return t.client(t.token(u)).request({ method, url, payload: body.payload, headers: body.headers });
}
const unilevelOf = async (id: number) => (await db().select({ u: products.unilevelId }).from(products).where(eq(products.id, id)))[0]!.u;
const accept = (id: number, payload?: unknown) => t.client(t.token(admin)).post(`/api/admin/products/${id}/accept`, payload);
const refusedAsUnusable = (res: { statusCode: number; json(): any }) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ IsSuccess: false, Message: UNUSABLE, Data: null, errors: { UnilevelId: [UNUSABLE] } });
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertMember(db(), { username: 'ana' });
  admin = await insertMember(db(), { username: 'operador', type: UserType.Administrator });
  active = await insertUnilevel(db(), 'Produtos', [2_000, 1_000]);
  other = await insertUnilevel(db(), 'Produtos premium', [3_000]);
  inactive = await insertUnilevel(db(), 'Antiga', [5_000]);
  await db().update(unilevelTables).set({ status: 0 }).where(eq(unilevelTables.id, inactive));
});
afterAll(() => t.close());

describe(`a product's unilevel table (${TEST_DB})`, () => {
  it("ignores a member's UnilevelId on create and on update: the product keeps the table the club chose", async () => {
    const created = await send(ana, 'POST', CREATE, productForm({ UnilevelId: String(active) }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Product.Id as number;
    expect(created.json().Data.Product.UnilevelId).toBeNull();
    expect(await unilevelOf(id)).toBeNull();

    await db().update(products).set({ unilevelId: active }).where(eq(products.id, id));
    for (const UnilevelId of [String(other), String(inactive), undefined]) {
      const res = await send(ana, 'PUT', UPDATE, productForm({ Id: String(id), UnilevelId }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.Product.UnilevelId).toBe(active);
    }
  });

  it("takes an Administrator's table only when it exists and is Ativa", async () => {
    for (const UnilevelId of [String(inactive), '999999']) refusedAsUnusable(await send(admin, 'POST', CREATE, productForm({ UnilevelId })));
    const created = await send(admin, 'POST', CREATE, productForm({ UnilevelId: String(active) }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Product.Id as number;
    expect(await unilevelOf(id)).toBe(active);

    refusedAsUnusable(await send(admin, 'PUT', UPDATE, productForm({ Id: String(id), UnilevelId: String(inactive) })));
    expect(await unilevelOf(id)).toBe(active);
    // The table it has stays, even once made Inativa; leaving it out clears it (the center's table pays then).
    await db().update(unilevelTables).set({ status: 0 }).where(eq(unilevelTables.id, active));
    try {
      expect((await send(admin, 'PUT', UPDATE, productForm({ Id: String(id), UnilevelId: String(active) }))).statusCode).toBe(200);
      expect(await unilevelOf(id)).toBe(active);
    } finally {
      await db().update(unilevelTables).set({ status: 1 }).where(eq(unilevelTables.id, active));
    }
    const cleared = await send(admin, 'PUT', UPDATE, productForm({ Id: String(id) }));
    expect(cleared.json().Data.Product.UnilevelId).toBeNull();
  });

  it("lets the operator choose the table as he accepts a member's product, audited; a bad one changes nothing", async () => {
    const pending = await insertProduct(db(), ana.id, { officeStatus: 1 });
    refusedAsUnusable(await accept(pending.id, { UnilevelId: inactive }));
    expect((await db().select().from(products).where(eq(products.id, pending.id)))[0]).toMatchObject({ officeStatus: 1, unilevelId: null });

    const res = await accept(pending.id, { UnilevelId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Product: { Id: pending.id, OfficeStatus: 2, UnilevelId: other } });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `product:${pending.id}`));
    expect(audits.map((a) => [a.action, a.before, a.after, a.data])).toEqual([
      [
        'product.accept',
        { officeStatus: 1, needsChangeMessage: null, unilevelId: null },
        { officeStatus: 2, needsChangeMessage: null, unilevelId: other },
        { ownerId: ana.id },
      ],
    ]);

    // Without a body (or with null) the product keeps its table.
    const second = await insertProduct(db(), ana.id, { officeStatus: 1, unilevelId: active });
    expect((await accept(second.id)).json().Data.Product.UnilevelId).toBe(active);
    const third = await insertProduct(db(), ana.id, { officeStatus: 1, unilevelId: active });
    expect((await accept(third.id, { UnilevelId: null })).json().Data.Product.UnilevelId).toBe(active);
    expect((await accept(third.id + 1_000, { UnilevelId: 0 })).statusCode).toBe(400);
  });
});
