import { ApiError } from '../../../lib/api';

export interface BulkRowResult {
  key: string | number;
  label: string;
  ok: boolean;
  /** The server's message for this row: its success text, or why it was refused. */
  message: string;
}

/**
 * Runs one call per selected row, one after the other (each is its own transaction and audit row:
 * one refused row does not stop the others), and tells what happened to each.
 */
export async function runBulk<T>(
  rows: readonly T[],
  describe: (row: T) => { key: string | number; label: string },
  action: (row: T) => Promise<{ Message?: string | null }>,
  successText: string,
): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const row of rows) {
    const { key, label } = describe(row);
    try {
      const answer = await action(row);
      results.push({ key, label, ok: true, message: answer.Message || successText });
    } catch (err) {
      results.push({ key, label, ok: false, message: err instanceof ApiError || err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}
