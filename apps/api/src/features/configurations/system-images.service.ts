import { storedFileUrl, type SystemImages } from '@clube/contract/configurations';
import type { DbOrTx } from '../../db/client';
import * as repo from './system-images.repository';

export async function systemImages(db: DbOrTx): Promise<SystemImages> {
  const rows = await repo.listSystemImages(db);
  const url = (kind: 'Favicon' | 'MainLogo') => {
    const r = rows.find((x) => x.kind === kind);
    return r ? { FullUrl: storedFileUrl(r.fileId, r.originalFileName) } : null;
  };
  return { Favicon: url('Favicon'), MainLogo: url('MainLogo') };
}
