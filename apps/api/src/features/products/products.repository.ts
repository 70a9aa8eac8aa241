import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { ProductFormValues } from '@clube/contract/products';
import type { DbOrTx } from '../../db/client';
import { addresses, productCategoryLinks, productImages, products, storedFiles, users } from '../../db/schema';

/** The columns a product form writes: the contract's form values but the category links (docs/marketplace.md). */
export type ProductColumns = Omit<ProductFormValues, 'categoryIds'>;

export async function insertProduct(db: DbOrTx, values: ProductColumns & { ownerId: number; isOffice: boolean; officeStatus: number }): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: ProductColumns & { officeStatus: number; needsChangeMessage: string | null },
): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** The product's owner and review state, locked until the transaction ends (its images are counted under this lock). */
export async function lockProduct(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      ownerId: products.ownerId,
      isOffice: products.isOffice,
      officeStatus: products.officeStatus,
      needsChangeMessage: products.needsChangeMessage,
      unilevelId: products.unilevelId,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

export async function setOfficeStatus(db: DbOrTx, id: number, officeStatus: number, needsChangeMessage: string | null, unilevelId?: number): Promise<void> {
  await db
    .update(products)
    .set({ officeStatus, needsChangeMessage, ...(unilevelId === undefined ? {} : { unilevelId }), updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function replaceCategories(db: DbOrTx, productId: number, categoryIds: number[]): Promise<void> {
  await db.delete(productCategoryLinks).where(eq(productCategoryLinks.productId, productId));
  if (categoryIds.length) await db.insert(productCategoryLinks).values(categoryIds.map((categoryId) => ({ productId, categoryId })));
}

export async function imageCount(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return Number(row?.n ?? 0);
}

export interface ImageFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Stores the files and appends them to the product's images, after the ones it has. */
export async function appendImages(db: DbOrTx, productId: number, files: ImageFile[]): Promise<void> {
  if (!files.length) return;
  const [last] = await db
    .select({ position: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  let position = (last?.position ?? -1) + 1;
  for (const f of files) {
    const [stored] = await db
      .insert(storedFiles)
      .values({ originalFileName: f.fileName, contentType: f.contentType, size: f.content.length, content: f.content })
      .returning({ id: storedFiles.id });
    await db.insert(productImages).values({ productId, fileId: stored!.id, position: position++ });
  }
}

/** An image with its product's owner; the product row is locked (the owner's other edits wait). */
export async function lockImage(db: DbOrTx, imageId: number) {
  const [row] = await db
    .select({ id: productImages.id, fileId: productImages.fileId, productId: products.id, ownerId: products.ownerId })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(eq(productImages.id, imageId))
    .for('update', { of: products });
  return row;
}

/** The image and its stored file (used by nothing else). */
export async function deleteImage(db: DbOrTx, imageId: number, fileId: number): Promise<void> {
  await db.delete(productImages).where(eq(productImages.id, imageId));
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

/** The member's address where the shop delivers: the one asked for (his only), else his newest. */
export async function deliveryAddress(db: DbOrTx, userId: number, addressId?: number) {
  const condition = addressId === undefined ? eq(addresses.userId, userId) : and(eq(addresses.userId, userId), eq(addresses.id, addressId));
  const [row] = await db
    .select({ id: addresses.id, city: addresses.city, state: addresses.state })
    .from(addresses)
    .where(condition)
    .orderBy(desc(addresses.id))
    .limit(1);
  return row;
}

/** A seller of a public store, by username (any case). */
export async function sellerByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: users.id, type: users.type, status: users.status })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}
