import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { addresses, distributionCenters, productCategories, productFeatures, products, stockFeatures, stocks, storageCities, storages } from '../../db/schema';

/** Real images of each accepted kind (a few bytes each), and things that are not images. */
export const IMAGES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAACklEQVR4AWPADQAAGwABm7dZVwAAAABJRU5ErkJggg==', 'base64'),
  jpg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64'),
  text: Buffer.from('Olá, eu sou um arquivo de texto.\n'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
};

export interface UploadFile {
  field?: string;
  name: string;
  type?: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: text fields (repeated for arrays), then files. */
export function multipart(fields: Record<string, string | string[]>, files: UploadFile[] = []) {
  const boundary = `----clubeTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`, 'utf8'));
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'Images'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
        'utf8',
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A complete product form as the web sends it (comma decimals, dots between thousands). */
export const productForm = (over: Record<string, string | string[] | undefined> = {}): Record<string, string | string[]> => {
  const form: Record<string, string | string[] | undefined> = {
    Type: '1',
    Name: 'Camiseta do Clube',
    Description: 'Camiseta de algodão com o logo do clube.\nLavar à mão.',
    Price: '1.234,56',
    DealerDiscount: '34,56',
    Status: '4',
    OfficePercentage: '12,5',
    Weight: '1.500',
    Length: '30',
    Width: '20,5',
    Height: '2',
    NCM: '6109.10.00',
    Code: 'CAM-001',
    ...over,
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>;
};

export async function insertCategory(db: DbOrTx, type: number, name: string) {
  const [row] = await db.insert(productCategories).values({ type, name }).returning();
  return row!;
}

export async function insertFeature(db: DbOrTx, categoryId: number, name: string) {
  const [row] = await db.insert(productFeatures).values({ categoryId, name }).returning();
  return row!;
}

/** A product written straight to the table (accepted, B2B and B2C unless said). */
export async function insertProduct(db: DbOrTx, ownerId: number, over: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      ownerId,
      type: 1,
      name: 'Produto',
      description: 'Descrição',
      priceCents: 10_000,
      dealerDiscountCents: 1_000,
      status: 4,
      officeStatus: 2,
      officePercentageBps: 1_000,
      weightGrams: 500,
      lengthMm: 200,
      widthMm: 150,
      heightMm: 100,
      ...over,
    })
    .returning();
  return row!;
}

/** A distribution center of `userId` (one per user) with a storage: National, or Regional serving `cityCodes`. */
export async function insertStorage(db: DbOrTx, userId: number, type: 1 | 2, cityCodes: number[] = []) {
  let [dc] = await db.select().from(distributionCenters).where(eq(distributionCenters.userId, userId));
  if (!dc) {
    [dc] = await db
      .insert(distributionCenters)
      .values({
        userId,
        name: `CD ${userId}`,
        zipCode: '01001000',
        street: 'Praça da Sé',
        number: '1',
        district: 'Sé',
        city: 'São Paulo',
        cityCode: 3550308,
        state: 'SP',
      })
      .returning();
  }
  const [storage] = await db
    .insert(storages)
    .values({ distributionCenterId: dc!.id, name: `Armazém ${type === 1 ? 'Nacional' : 'Regional'}`, type })
    .returning();
  if (cityCodes.length)
    await db.insert(storageCities).values(cityCodes.map((cityCode) => ({ storageId: storage!.id, cityCode, city: `Cidade ${cityCode}`, state: 'SP' })));
  return storage!;
}

export async function insertStock(
  db: DbOrTx,
  productId: number,
  storageId: number,
  onHand: number,
  opts: { reserved?: number; featureIds?: number[]; name?: string } = {},
) {
  const [stock] = await db
    .insert(stocks)
    .values({ productId, storageId, name: opts.name ?? `Estoque ${productId}`, onHand, reserved: opts.reserved ?? 0 })
    .returning();
  if (opts.featureIds?.length) await db.insert(stockFeatures).values(opts.featureIds.map((featureId) => ({ stockId: stock!.id, featureId })));
  return stock!;
}

export async function insertAddress(db: DbOrTx, userId: number, city: string, state: string) {
  const [row] = await db.insert(addresses).values({ userId, zipCode: '01001000', street: 'Rua A', number: '1', district: 'Centro', city, state }).returning();
  return row!;
}
