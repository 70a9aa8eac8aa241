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

export async function insertStoredFile(db: DbOrTx, file: { fileName: string; contentType: string; content: Buffer }): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({ originalFileName: file.fileName, contentType: file.contentType, size: file.content.length, content: file.content })
    .returning({ id: storedFiles.id });
  return row!.id;
}

/** Points the kind at its new file. The old file is kept: the audit row's "before" still links to it. */
export async function setSystemImage(db: DbOrTx, kind: 'Favicon' | 'MainLogo', fileId: number) {
  await db.insert(systemImages).values({ kind, fileId }).onConflictDoUpdate({ target: systemImages.kind, set: { fileId } });
}
