import { imageSize } from 'image-size';

/**
 * The kinds of image an upload may be, by what its bytes show (image-size's names). Never SVG: an
 * SVG is a document that can carry scripts, and image-size calls anything holding an `<svg ...>`
 * tag in its first kilobyte one, an HTML page included (docs/security.md, "Uploads").
 */
export type ImageKind = 'jpg' | 'png' | 'webp' | 'gif' | 'ico';

/** The content type and extension each kind is stored and served with. */
const KINDS: Record<ImageKind, { contentType: string; extension: string }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  ico: { contentType: 'image/x-icon', extension: 'ico' },
};
/** Larger sides are no photo of a product nor a logo (and would only cost the visitors' data plans). */
const MAX_SIDE_PX = 10_000;

export interface CheckedImage {
  fileName: string;
  contentType: string;
  content: Buffer;
}

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

/** PNG's eight-byte signature, and the size of the BITMAPINFOHEADER that opens a BMP-style icon image. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DIB_HEADER_SIZE = 40;

/**
 * image-size takes any file starting with the six bytes of an icon header for an icon. A real one
 * lists its images after that header, each inside the file and each a PNG or a BMP bitmap.
 */
function isWellFormedIco(content: Buffer): boolean {
  const count = content.readUInt16LE(4);
  const directoryEnd = 6 + 16 * count;
  if (content.length < directoryEnd) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const size = content.readUInt32LE(entry + 8);
    const offset = content.readUInt32LE(entry + 12);
    if (size < 8 || offset < directoryEnd || offset + size > content.length) return false;
    const png = content.subarray(offset, offset + 8).equals(PNG_SIGNATURE);
    if (!png && (size < DIB_HEADER_SIZE || content.readUInt32LE(offset) !== DIB_HEADER_SIZE)) return false;
  }
  return true;
}

/**
 * An uploaded image judged by its bytes (never by its name or the type the browser claims): one of
 * the `accepted` kinds that image-size can read, with sane dimensions. Undefined for anything else.
 */
export function readImage(sentName: string, content: Buffer, accepted: readonly ImageKind[]): CheckedImage | undefined {
  try {
    const size = imageSize(content);
    const kind = size.type && (accepted as readonly string[]).includes(size.type) ? KINDS[size.type as ImageKind] : undefined;
    if (size.type === 'ico' && !isWellFormedIco(content)) return undefined;
    if (!kind || !(size.width >= 1 && size.height >= 1 && size.width <= MAX_SIDE_PX && size.height <= MAX_SIDE_PX)) return undefined;
    return { fileName: storedImageName(sentName, kind.extension), contentType: kind.contentType, content };
  } catch {
    return undefined;
  }
}
