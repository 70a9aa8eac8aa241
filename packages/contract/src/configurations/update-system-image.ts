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
 * What each image may be (docs/security.md, "Uploads"): the favicon an ICO or a PNG, the logo a
 * PNG, JPEG or WebP, never an SVG (a document that can carry scripts). The API judges the bytes;
 * `contentTypes` is only what the file chooser offers, `label` what the screen and the refusal say.
 */
export const SYSTEM_IMAGE_FORMATS = {
  Favicon: { contentTypes: ['image/x-icon', 'image/vnd.microsoft.icon', 'image/png'], label: 'ICO ou PNG' },
  MainLogo: { contentTypes: ['image/png', 'image/jpeg', 'image/webp'], label: 'PNG, JPEG ou WebP' },
} as const satisfies Record<SystemImageKind, { contentTypes: readonly string[]; label: string }>;

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
