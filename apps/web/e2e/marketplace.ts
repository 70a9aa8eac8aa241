import { deflateSync } from 'node:zlib';
import { apiToken } from './admin';
import { ApiSession } from './finances';

/**
 * Set-up steps and data of the marketplace journeys through the real API: the operator's session,
 * the features a stock carries, product images, and the shop's price arithmetic.
 */

/** The demo club's Administrator (the operator who accepts products), signed in with his second factor. */
export async function adminSignIn(baseURL: string): Promise<ApiSession> {
  return new ApiSession(baseURL, await apiToken(1));
}

interface Feature {
  Id: number;
  Name: string;
  Category: { Id: number; Name: string; Type: number };
}

/**
 * The feature category `category` with one feature per name, as an operator defines them: those
 * that exist are reused (the demo club may hold some), the rest created. Answers the ids by name.
 */
export async function ensureFeatures(admin: ApiSession, category: string, names: string[]): Promise<Record<string, number>> {
  const all = () => admin.get<Feature[]>('/api/logistics/features/getAllFeatures');
  let features = await all();
  let categoryId = features.find((f) => f.Category.Name === category)?.Category.Id;
  if (categoryId === undefined) {
    const categories = await admin
      .post<Array<{ Id: number; Name: string; Type: number }>>('/api/logistics/categories/getAllCategories', {
        PaginationSettings: { Page: 1, RowsPerPage: 50 },
        Type: 2,
      })
      .catch(() => []);
    categoryId = categories.find((c) => c.Name === category && c.Type === 2)?.Id;
    categoryId ??= (await admin.post<{ Id: number }>('/api/logistics/categories/createNewCategory', { Name: category, Type: 2 })).Id;
  }
  for (const name of names) {
    if (!features.some((f) => f.Category.Id === categoryId && f.Name === name)) {
      await admin.post('/api/admin/features/createNewFeature', { CategoryId: categoryId, Name: name });
    }
  }
  features = await all();
  return Object.fromEntries(names.map((n) => [n, features.find((f) => f.Category.Id === categoryId && f.Name === n)!.Id]));
}

// CRC-32 (ISO 3309) over a PNG chunk's type and data.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (8-bit RGB) of `size` × `size` pixels: a diagonal two-colour pattern, so that each
 * image of a product looks different in the gallery and the API's check of the bytes reads it.
 */
export function png(size: number, a: [number, number, number], b: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) row.set((x + y) % 32 < 16 ? a : b, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Reais to 2 decimals, as the API answers them. */
export const reais = (n: number) => Math.round(n * 100) / 100;

/** The preview of an order as the API prices it (the screens must show the same figures). */
export interface Preview {
  AvailableDeliveryServices: Array<{ Id: number; Type: number; Title: string; Value: number; Days: number | null }>;
  SelectedDeliveryServiceId: number;
  ItemsTotalValue: number;
  DeliveryValue: number;
  DiscountValue: number;
  TotalValue: number;
}

/** The member's own product by its (unique) name, from his products list. */
export async function ownProductId(session: ApiSession, name: string): Promise<number> {
  const rows = await session.post<Array<{ Product: { Id: number; Name: string } }>>('/api/logistics/products/getAllProducts', {
    PaginationSettings: { Page: 1, RowsPerPage: 50 },
    Filters: [{ Type: 2, Value: name }],
  });
  const found = rows.find((r) => r.Product.Name === name);
  if (!found) throw new Error(`product ${name} is not in the seller's list`);
  return found.Product.Id;
}
