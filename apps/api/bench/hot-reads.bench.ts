import { HOT_READ_GOAL, type Measure } from './load';

/** A member of the bench server with a full invoice list (see server.ts). */
export interface Reader {
  token: string;
  invoiceToken: string;
}

const XSRF = 'bench-xsrf';

/** Issue 7's authenticated hot reads besides getAuthUserData: the invoice page, one invoice, the wallet. */
export function hotReadMeasures(port: number, reader: Reader): Measure[] {
  const base = `http://127.0.0.1:${port}`;
  const headers = { authorization: `Bearer ${reader.token}` };
  const measures: Measure[] = [
    {
      name: 'invoice page (getAllInvoices, page 1 of 50)',
      options: {
        url: `${base}/api/payments/invoices/getAllInvoices`,
        method: 'POST' as const,
        headers: { ...headers, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
        body: JSON.stringify({ PaginationSettings: { Page: 1, RowsPerPage: 50 } }),
      },
    },
    { name: 'getInvoiceByToken', options: { url: `${base}/api/payments/invoices/getInvoiceByToken/${reader.invoiceToken}`, headers } },
    { name: 'wallet (getUserWalletByWalletType/1)', options: { url: `${base}/api/users/wallets/getUserWalletByWalletType/1`, headers } },
  ];
  return measures.map((m) => ({ ...m, goal: HOT_READ_GOAL }));
}
