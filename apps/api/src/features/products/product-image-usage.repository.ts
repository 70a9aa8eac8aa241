import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Makes a member's image uploads take turns until the transaction ends, so two uploads at once
 * cannot both pass the quota check made before either wrote (docs/security.md, "Uploads").
 */
export async function lockImageUploadsOf(tx: DbOrTx, ownerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`product-images:${ownerId}`}, 0))`);
}

/** The images of all the member's products: how many, and their bytes. */
export async function imageUsageOf(db: DbOrTx, ownerId: number): Promise<{ images: number; bytes: number }> {
  const [row] = rowsOf<{ images: number; bytes: string | number }>(
    await db.execute(sql`
      SELECT count(*)::int AS images, COALESCE(sum(f.size), 0)::bigint AS bytes
      FROM products p
      JOIN product_images i ON i.product_id = p.id
      JOIN stored_files f ON f.id = i.file_id
      WHERE p.owner_id = ${ownerId}`),
  );
  return { images: Number(row?.images ?? 0), bytes: Number(row?.bytes ?? 0) };
}
