import { messages } from '@clube/contract';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { imageUsageOf, lockImageUploadsOf } from './product-image-usage.repository';
import type { ImageFile } from './products.repository';

/** What one member may keep in product images, over all his products (docs/security.md, "Uploads"). */
export interface ImageQuota {
  maxFiles: number;
  maxMb: number;
}

export const imageQuotaOf = (config: Pick<Config, 'PRODUCT_IMAGES_QUOTA_FILES' | 'PRODUCT_IMAGES_QUOTA_MB'>): ImageQuota => ({
  maxFiles: config.PRODUCT_IMAGES_QUOTA_FILES,
  maxMb: config.PRODUCT_IMAGES_QUOTA_MB,
});

/**
 * Refuses (413, nothing written: the caller's transaction rolls back) images that would take the
 * member past his quota. Run inside the transaction that stores them: the lock it takes holds
 * the member's other uploads until that commits. No files, nothing to check.
 */
export async function requireRoomForImages(tx: DbOrTx, ownerId: number, files: readonly ImageFile[], quota: ImageQuota): Promise<void> {
  if (files.length === 0) return;
  await lockImageUploadsOf(tx, ownerId);
  const used = await imageUsageOf(tx, ownerId);
  if (used.images + files.length > quota.maxFiles) throw new AppError('PAYLOAD_TOO_LARGE', messages.productImagesQuotaFiles(quota.maxFiles));
  const adding = files.reduce((sum, f) => sum + f.content.length, 0);
  if (used.bytes + adding > quota.maxMb * 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', messages.productImagesQuotaBytes(quota.maxMb));
}
