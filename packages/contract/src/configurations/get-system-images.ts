import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { getSystemImagesAddress } from './addresses';
import { envelope } from '../common/envelope';
import { StoredFile } from '../entities';

export const SystemImages = z.object({
  Favicon: StoredFile.nullable(),
  MainLogo: StoredFile.nullable(),
});
export type SystemImages = z.infer<typeof SystemImages>;

/** Open: the login screen shows the main logo before anyone signs in. */
export const getSystemImages = defineEndpoint({
  ...getSystemImagesAddress,
  summary: 'Favicon e logo principal',
  tags: ['configurations'],
  auth: false,
  response: envelope(SystemImages),
});

/** Redirects (302) to the favicon's file; index.html links it. Not a JSON call. */
export const FAVICON_PATH = '/api/configurations/pagesDesign/favicon';
