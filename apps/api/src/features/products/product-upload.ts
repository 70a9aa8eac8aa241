import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages } from '@clube/contract';
import { MAX_PRODUCT_IMAGE_MB, MAX_PRODUCT_IMAGES, PRODUCT_FORM_FIELDS, PRODUCT_FORM_LIST_FIELDS } from '@clube/contract/products';
import { AppError, badRequest } from '../../platform/errors';
import type { RouteOptions } from '../../platform/route';
import { checkImage } from './product-images';
import type { ImageFile } from './products.repository';

/** The product form as sent: its text fields (Categories may repeat) and its images, each checked by its bytes. */
export interface ProductUpload {
  fields: Record<string, string | string[]>;
  files: ImageFile[];
}

/** Limits of the product routes' multipart parser (products.routes.ts). */
export const PRODUCT_MULTIPART_LIMITS = {
  fileSize: MAX_PRODUCT_IMAGE_MB * 1024 * 1024,
  files: MAX_PRODUCT_IMAGES,
  fields: 60,
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  parts: 80,
  headerPairs: 100,
};

/**
 * Product forms per member and route (create, update): 10 a minute, whatever the address. Before
 * the body is read (preHandler: the session is known by then, the files not yet read), with its
 * own pt-BR 429 (docs/security.md, "Uploads"). `hook` and `errorResponseBuilder` are the
 * plugin's own options, which RouteOptions does not name (as in store.routes.ts).
 */
export const PRODUCT_UPLOAD_RATE_LIMIT: NonNullable<RouteOptions['rateLimit']> = (() => {
  const limit = {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) => `member:${req.authUser?.id ?? req.ip}`,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', messages.productUploadsThrottled),
  };
  return limit;
})();

const KNOWN_FIELDS = new Set<string>([...PRODUCT_FORM_FIELDS, 'Id']);

/** A sent field name fit to be quoted back in a message. */
const printable = (name: string) => name.slice(0, 60).replace(/[^\p{L}\p{N}_.[\] -]/gu, '');

/** The parser's own failures, in pt-BR: a sixth file, a file over the size limit, too many fields... */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest(messages.productMaxImages);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', messages.productImageTooLarge(MAX_PRODUCT_IMAGE_MB));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest(messages.productFormRequired);
    default:
      // Malformed multipart bodies (busboy: "Unexpected end of form", "Malformed part header"...).
      return badRequest(messages.badRequest);
  }
}

/**
 * Reads a multipart product form. Every image is read whole (at most 5 MB) and judged by its bytes
 * before anything is written; unknown or repeated fields are refused like unknown JSON keys.
 */
export async function readProductUpload(req: FastifyRequest): Promise<ProductUpload> {
  if (!req.isMultipart()) throw badRequest(messages.productFormRequired);
  const fields: Record<string, string | string[]> = {};
  const files: ImageFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // An empty file input (no file chosen) comes as a part without name and bytes.
        if (content.length === 0 && !part.filename) continue;
        files.push(checkImage(part.filename, content));
        continue;
      }
      const name = part.fieldname;
      if (part.fieldnameTruncated || !KNOWN_FIELDS.has(name)) throw badRequest(messages.productFieldUnknown(printable(name)));
      if (part.valueTruncated) throw badRequest(messages.textTooLong, { [name]: [messages.textTooLong] });
      const value = String(part.value);
      const previous = fields[name];
      if (previous === undefined) fields[name] = PRODUCT_FORM_LIST_FIELDS.includes(name) ? [value] : value;
      else if (Array.isArray(previous)) previous.push(value);
      else throw badRequest(messages.productFieldRepeated(name));
    }
  } catch (err) {
    throw uploadError(err);
  }
  return { fields, files };
}

/** Validates the text fields with the contract's form schema; issues answer 400 the way a JSON body's do. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, string | string[]>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(Object.values(errors)[0]?.[0] ?? messages.badRequest, errors);
}
