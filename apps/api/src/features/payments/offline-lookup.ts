import type { Db } from '../../db/client';
import type { GatewayPaymentState, GatewayStatus } from '../../integrations/payments';
import * as repo from './payments.repository';

/** The offline gateway's record of a payment is our own row: it reads its state from there. */
export async function offlineLookup(db: Db, externalId: string): Promise<GatewayPaymentState | null> {
  const row = await repo.findGatewayPaymentByExternalId(db, 'offline', externalId);
  if (!row) return null;
  return {
    externalId,
    externalReference: row.publicId,
    status: row.status as GatewayStatus,
    statusDetail: row.statusDetail ?? 'pending',
    amountCents: row.amountCents,
  };
}
