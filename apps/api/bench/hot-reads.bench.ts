import { HOT_READ_GOAL, load, type LoadResult } from './load';

/** A member of the bench server with a full invoice list (see server.ts). */
export interface Reader {
  token: string;
  invoiceToken: string;
}

const XSRF = 'bench-xsrf';

/** Issue 7's authenticated hot reads besides getAuthUserData: the invoice page, one invoice, the wallet. */
export async function hotReadsBench(port: number, reader: Reader): Promise<LoadResult[]> {
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${reader.token}` };
  const results = [
    await load('invoice page (getAllInvoices, page 1 of 50)', {
      url: `${base}/api/payments/invoices/getAllInvoices`,
      method: 'POST',
      headers: { ...headers, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
      body: JSON.stringify({ PaginationSettings: { Page: 1, RowsPerPage: 50 } }),
    }),
    await load('getInvoiceByToken', { url: `${base}/api/payments/invoices/getInvoiceByToken/${reader.invoiceToken}`, headers }),
    await load('wallet (getUserWalletByWalletType/1)', { url: `${base}/api/users/wallets/getUserWalletByWalletType/1`, headers }),
  ];
  return results.map((r) => ({ ...r, goal: HOT_READ_GOAL }));
}
