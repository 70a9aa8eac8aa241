import type { FastifyInstance } from 'fastify';
import { getReceipt, getReceiptPdf } from '@clube/contract/receipts';
import { ok, route } from '../../platform/route';
import { readSCGeneral } from '../configurations';
import { receiptKey } from './authentication-code';
import { receiptPdf } from './receipt-pdf';
import { receiptOf } from './receipts.service';

export async function receiptsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  const key = receiptKey(app.deps.config);

  route(app, getReceipt, async ({ params, user }) => ok(await receiptOf(db(), user, params!.kind, params!.id, key)));

  // The file itself, not the envelope: a Buffer leaves as it is, with the type set here.
  route(app, getReceiptPdf, async ({ params, user, reply }) => {
    const receipt = await receiptOf(db(), user, params!.kind, params!.id, key);
    const pdf = await receiptPdf(receipt, (await readSCGeneral(db())).ClubName || receipt.Payee.Name);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${receipt.FileName}"`)
      .header('Cache-Control', 'private, no-store');
    return pdf as unknown as string;
  });
}
