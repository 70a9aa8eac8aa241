import type { FastifyRequest } from 'fastify';
import { messages } from '@clube/contract';
import { MAX_SYSTEM_IMAGE_BYTES, MAX_SYSTEM_IMAGE_MB, SYSTEM_IMAGE_FORMATS, UpdateSystemImageForm, type SystemImageKind } from '@clube/contract/configurations';
import { AppError, badRequest } from '../../platform/errors';
import { readImage, type CheckedImage, type ImageKind } from '../../platform/images';

/** The kinds of bytes each image may hold (SYSTEM_IMAGE_FORMATS says them to the member; docs/security.md, "Uploads"). */
const ACCEPTED: Record<SystemImageKind, readonly ImageKind[]> = {
  Favicon: ['ico', 'png'],
  MainLogo: ['png', 'jpg', 'webp'],
};

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
 * its bytes against what that kind may be (a favicon ICO or PNG, the logo PNG, JPEG or WebP)
 * before anything is written. The file may come before `Kind`: it is judged once both are read.
 */
export async function readSystemImageUpload(req: FastifyRequest): Promise<{ kind: SystemImageKind; image: CheckedImage }> {
  if (!req.isMultipart()) throw badRequest(messages.systemImageRequired);
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (content.length > 0) file = { name: part.filename, content };
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
  if (!file) throw badRequest(messages.systemImageRequired, { File: [messages.systemImageRequired] });
  const kind = form.data.Kind;
  const image = readImage(file.name, file.content, ACCEPTED[kind]);
  if (!image) {
    const message = messages.systemImageInvalid(SYSTEM_IMAGE_FORMATS[kind].label);
    throw badRequest(message, { File: [message] });
  }
  return { kind, image };
}
