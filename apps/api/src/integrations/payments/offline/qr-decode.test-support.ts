import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Decodes a QR code from a PNG given in base64 (tests only). */
export function decodeQrPng(base64: string): string | null {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
