import type { FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import { MAX_SYSTEM_IMAGE_BYTES, MAX_SYSTEM_IMAGE_MB, UpdateSystemImageForm, type SystemImageKind } from '@clube/contract/configurations';
import { AppError, badRequest } from '../../platform/errors';
import { readImage, type CheckedImage } from '../../platform/images';

/** Limits of the system image route's multipart parser: the kind and one file. */
export const SYSTEM_IMAGE_MULTIPART_LIMITS = {
  fileSize: MAX_SYSTEM_IMAGE_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 100,
  fieldNameSize: 100,
  parts: 4,
  headerPairs: 50,
};

/** The parser's own failures, in pt-BR. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', messages.systemImageTooLarge(MAX_SYSTEM_IMAGE_MB));
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
    default:
      // Malformed multipart bodies (busboy: "Unexpected end of form", "Malformed part header"...).
      return badRequest(messages.badRequest);
  }
}

/**
 * Reads updateSystemImage's form: `Kind` and one image, read whole (at most 2 MB) and judged by
 * its bytes (PNG, JPEG, WebP, GIF, SVG or ICO) before anything is written.
 */
export async function readSystemImageUpload(req: FastifyRequest): Promise<{ kind: SystemImageKind; image: CheckedImage }> {
  if (!req.isMultipart()) throw badRequest(messages.systemImageRequired);
  const fields: Record<string, string> = {};
  let image: CheckedImage | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length === 0) continue;
        image = readImage(part.filename, content, ['png', 'jpg', 'webp', 'gif', 'svg', 'ico']);
        if (!image) throw badRequest(messages.systemImageInvalid, { File: [messages.systemImageInvalid] });
        continue;
      }
      if (part.fieldname in fields || part.valueTruncated) throw badRequest(messages.badRequest);
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw uploadError(err);
  }
  const form = UpdateSystemImageForm.safeParse(fields);
  if (!form.success) {
    const unknown = form.error.issues.some((i) => i.code === 'unrecognized_keys');
    throw badRequest(unknown ? messages.badRequest : messages.systemImageKindInvalid, unknown ? undefined : { Kind: [messages.systemImageKindInvalid] });
  }
  if (!image) throw badRequest(messages.systemImageRequired, { File: [messages.systemImageRequired] });
  return { kind: form.data.Kind, image };
}
