import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { messages } from '../common/messages';
import { Permission } from '../permissions';
import { SystemImages } from './get-system-images';

export const SYSTEM_IMAGE_KINDS = ['Favicon', 'MainLogo'] as const;
export type SystemImageKind = (typeof SYSTEM_IMAGE_KINDS)[number];

/** A logo or a favicon, never a photo: 2 MB is plenty (docs/configuration.md#system-images). */
export const MAX_SYSTEM_IMAGE_MB = 2;
export const MAX_SYSTEM_IMAGE_BYTES = MAX_SYSTEM_IMAGE_MB * 1024 * 1024;

/**
 * What the file chooser offers. The API judges the bytes, not this type: PNG, JPEG, WebP, GIF,
 * SVG or ICO (an SVG is served with a sandboxing CSP, never run as a page).
 */
export const SYSTEM_IMAGE_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
] as const;

/** The multipart text fields of updateSystemImage; the image goes in the file field `File`. */
export const UpdateSystemImageForm = z.object({ Kind: z.enum(SYSTEM_IMAGE_KINDS, { error: messages.systemImageKindInvalid }) }).strict();
export type UpdateSystemImageForm = z.input<typeof UpdateSystemImageForm>;

/**
 * multipart/form-data: `Kind` (Favicon | MainLogo) and one image file `File`. Replaces that image
 * and answers both, with 'Imagem atualizada com Sucesso.'. Administrators (Owner) only; audited
 * as `systemImage:<Kind>`.
 */
export const updateSystemImage = defineEndpoint({
  method: 'POST',
  path: '/api/configurations/pagesDesign/updateSystemImage',
  summary: 'Operador: troca o favicon ou o logo principal (multipart/form-data)',
  tags: ['configurations', 'admin'],
  auth: true,
  permission: Permission.CONSOLE_OWNER,
  adminOnly: true,
  response: envelope(SystemImages),
});
