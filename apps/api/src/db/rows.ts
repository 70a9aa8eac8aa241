/** The rows of a raw `execute`: node-postgres and PGlite both answer `{ rows }`, drizzle may hand back the bare array. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
