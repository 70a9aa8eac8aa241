import { storedFileUrl, type SystemImageKind, type SystemImages } from '@clube/contract/configurations';
import type { Db, DbOrTx } from '../../db/client';
import { auditTarget, writeAudit, type AuditActor } from '../../platform/audit';
import type { CheckedImage } from '../../platform/images';
import { lockGroup } from './configuration-groups.repository';
import * as repo from './system-images.repository';

export async function systemImages(db: DbOrTx): Promise<SystemImages> {
  const rows = await repo.listSystemImages(db);
  const url = (kind: SystemImageKind) => {
    const r = rows.find((x) => x.kind === kind);
    return r ? { FullUrl: storedFileUrl(r.fileId, r.originalFileName) } : null;
  };
  return { Favicon: url('Favicon'), MainLogo: url('MainLogo') };
}

/**
 * Replaces the favicon or the main logo (docs/configuration.md#system-images): the file is stored,
 * the kind points at it, and one audit row `systemImage:<Kind>` keeps the address before and after,
 * all in one transaction. Uploads of one kind take turns, so "before" is the image replaced.
 */
export async function updateSystemImage(db: Db, actor: AuditActor, kind: SystemImageKind, image: CheckedImage): Promise<SystemImages> {
  return db.transaction(async (tx) => {
    await lockGroup(tx, `systemImage:${kind}`);
    const before = (await systemImages(tx))[kind];
    const fileId = await repo.insertStoredFile(tx, image);
    await repo.setSystemImage(tx, kind, fileId);
    const after = await systemImages(tx);
    await writeAudit(tx, actor, {
      action: 'systemImage.update',
      target: auditTarget('systemImage', kind),
      before,
      after: after[kind],
      data: { ContentType: image.contentType, Size: image.content.length },
    });
    return after;
  });
}
