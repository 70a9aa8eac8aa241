import { downloadDataExport } from '@clube/contract/privacy';
import { buildUrl } from '../../../lib/api';
import { fetchFile } from '../../../lib/files';

/**
 * The export's ZIP with the session's token (the file is his alone). A refusal (another's id, an
 * expired link) is thrown as an ApiError.
 */
export async function fetchDataExportZip(id: number): Promise<File> {
  const res = await fetchFile(buildUrl(downloadDataExport.path, { id }), 'application/zip');
  return new File([await res.blob()], `meus-dados-${id}.zip`, { type: 'application/zip' });
}
