/** Where the API serves a stored file (GET, open): `/api/files/{id}/{originalFileName}`. */
export const STORED_FILE_PATH = '/api/files/:id/:name';

export function storedFileUrl(id: number, originalFileName: string): string {
  return `/api/files/${id}/${encodeURIComponent(originalFileName)}`;
}
