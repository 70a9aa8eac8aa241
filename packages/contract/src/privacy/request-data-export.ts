import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { envelope } from '../common/envelope';
import { Permission } from '../permissions';
import { DataExportView } from './get-my-privacy';

/** Asks for a new export; one at a time (docs/privacy.md#export). */
export const requestDataExport = defineEndpoint({
  method: 'POST',
  path: '/api/privacy/requestDataExport',
  summary: 'Pede a exportação de todos os dados do titular (ZIP de JSON e CSV)',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  body: z.object({}).strict().optional(),
  response: envelope(DataExportView),
});

export const DataExportParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

/**
 * The export's ZIP (application/zip), for its member alone while its link lives: the file itself,
 * not the envelope (errors still answer the envelope).
 */
export const downloadDataExport = defineEndpoint({
  method: 'GET',
  path: '/api/privacy/dataExports/:id/zip',
  summary: 'Baixa o ZIP de uma exportação dos dados do titular',
  tags: ['privacy'],
  auth: true,
  permission: Permission.SIDE_HOME,
  params: DataExportParams,
  response: z.string().describe('O arquivo ZIP (application/zip)'),
});
