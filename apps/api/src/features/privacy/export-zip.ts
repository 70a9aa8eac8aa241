import { strToU8, zipSync } from 'fflate';

type Row = Record<string, unknown>;

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** RFC 4180 CSV of rows (the union of their keys as the header); nested values as JSON. */
export function toCsv(rows: Row[]): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [keys.join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\r\n') + '\r\n';
}

const masked = (v: unknown, keep = 4): string | null => {
  if (typeof v !== 'string' || v === '') return null;
  return v.length <= keep ? '•'.repeat(v.length) : `${'•'.repeat(v.length - keep)}${v.slice(-keep)}`;
};

/**
 * Bank accounts leave masked (docs/privacy.md#export): the account number, the holder's CPF and
 * each Pix key keep their last characters only, enough to recognise them, useless if the file leaks.
 */
export function maskBankAccount(r: Row): Row {
  const keys = Array.isArray(r['pix_keys']) ? (r['pix_keys'] as Array<Record<string, unknown>>) : [];
  return {
    ...r,
    holder_cpf: masked(r['holder_cpf'], 2),
    account_number: masked(r['account_number'], 3),
    pix_keys: keys.map((k) => ({ ...k, Key: masked(k['Key'] ?? k['key'], 4) })),
  };
}

/** The ZIP: each section as `<section>.json` and `<section>.csv`, plus a README in pt-BR. */
export function buildExportZip(sections: Record<string, Row[]>, generatedAt: Date): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'LEIA-ME.txt': strToU8(
      `Exportação dos seus dados (LGPD, art. 18), gerada em ${generatedAt.toISOString()}.\r\n` +
        'Cada assunto vem em JSON e em CSV. Contas bancárias vêm mascaradas. Valores em centavos.\r\n',
    ),
  };
  for (const [name, rows] of Object.entries(sections)) {
    files[`${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    files[`${name}.csv`] = strToU8(toCsv(rows));
  }
  return zipSync(files, { level: 6, mtime: generatedAt });
}
