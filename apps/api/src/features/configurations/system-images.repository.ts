import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles, systemImages } from '../../db/schema';

/** Favicon and MainLogo with the name of their files (never the content). */
export async function listSystemImages(db: DbOrTx) {
  return db
    .select({ kind: systemImages.kind, fileId: storedFiles.id, originalFileName: storedFiles.originalFileName })
    .from(systemImages)
    .innerJoin(storedFiles, eq(storedFiles.id, systemImages.fileId));
}

export async function findStoredFile(db: DbOrTx, id: number) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}
