import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { DisclosureSummary, PublishedDisclosure } from './disclosure';

/** How long a browser or proxy may keep the public answers, in seconds. */
export const DISCLOSURE_CACHE_SECONDS = 300;

export const DisclosureIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/** `/transparencia`: the latest published disclosure and the list of all of them, newest first. Open to visitors. */
export const getPublicDisclosures = defineEndpoint({
  method: 'GET',
  path: '/api/transparency/disclosures',
  summary: 'Transparência: a última divulgação de ganhos publicada e a lista das anteriores',
  tags: ['transparency'],
  auth: false,
  response: envelope(z.object({ Latest: PublishedDisclosure.nullable(), All: z.array(DisclosureSummary) })),
});

/** One published disclosure. */
export const getPublicDisclosure = defineEndpoint({
  method: 'GET',
  path: '/api/transparency/disclosure/:id',
  summary: 'Transparência: uma divulgação de ganhos publicada',
  tags: ['transparency'],
  auth: false,
  params: DisclosureIdParams,
  response: envelope(PublishedDisclosure),
});

/** The same as a CSV file (text/csv, UTF-8 with BOM, ';' separated, as spreadsheets in Brazil read it). */
export const getPublicDisclosureCsv = defineEndpoint({
  method: 'GET',
  path: '/api/transparency/disclosure/:id/csv',
  summary: 'Transparência: divulgação de ganhos em CSV',
  tags: ['transparency'],
  auth: false,
  params: DisclosureIdParams,
  response: z.string().describe('A divulgação em CSV (text/csv)'),
});

/** The same as a PDF file (application/pdf). */
export const getPublicDisclosurePdf = defineEndpoint({
  method: 'GET',
  path: '/api/transparency/disclosure/:id/pdf',
  summary: 'Transparência: divulgação de ganhos em PDF',
  tags: ['transparency'],
  auth: false,
  params: DisclosureIdParams,
  response: z.string().describe('A divulgação em PDF (application/pdf)'),
});
