import { messages } from '@clube/contract';
import { badRequest } from '../../platform/errors';
import { readImage } from '../../platform/images';
import type { ImageFile } from './products.repository';

/**
 * An uploaded product image, judged by its bytes (platform/images.ts): a JPEG, PNG, WebP or GIF
 * with sane dimensions. Anything else is refused.
 */
export function checkImage(sentName: string, content: Buffer): ImageFile {
  const image = readImage(sentName, content, ['jpg', 'png', 'webp', 'gif']);
  if (!image) throw badRequest(messages.productImageInvalid);
  return image;
}
