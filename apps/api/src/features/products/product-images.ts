import { imageSize } from 'image-size';
import { messages } from '@clube/contract';
import { badRequest } from '../../platform/errors';
import type { ImageFile } from './products.repository';

/** What the bytes may show, and the content type and extension each is stored and served with. */
const ACCEPTED: Record<string, { contentType: string; extension: string }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};
/** Larger sides are not photos of a product (and would only cost the buyers' data plans). */
const MAX_SIDE_PX = 10_000;

/**
 * The stored name: the sent one without folders, accents or anything but letters, digits, '-' and
 * '_', with the extension of what the bytes are ("Foto Nº 1.PNG" holding a JPEG -> "Foto-N-1.jpg").
 * Being URL-safe, it is its own path segment in the file's address.
 */
export function storedImageName(sentName: string, extension: string): string {
  const base = sentName.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'imagem'}.${extension}`;
}

/**
 * An uploaded image, judged by its bytes (never by its name or the type the browser claims): a
 * JPEG, PNG, WebP or GIF image-size can read, with sane dimensions. Anything else is refused.
 */
export function checkImage(sentName: string, content: Buffer): ImageFile {
  let kind: { contentType: string; extension: string } | undefined;
  try {
    const size = imageSize(content);
    kind = size.type ? ACCEPTED[size.type] : undefined;
    if (!(size.width >= 1 && size.height >= 1 && size.width <= MAX_SIDE_PX && size.height <= MAX_SIDE_PX)) kind = undefined;
  } catch {
    kind = undefined;
  }
  if (!kind) throw badRequest(messages.productImageInvalid);
  return { fileName: storedImageName(sentName, kind.extension), contentType: kind.contentType, content };
}
