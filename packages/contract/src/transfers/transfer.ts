import { z } from 'zod';

/** Transfers move balance at once (docs/club.md#transfers): every stored transfer is Concluída. */
export const TransferStatus = { Concluida: 1 } as const;
export const transferStatusInfo: Record<number, { label: string; color: string }> = {
  1: { label: 'Concluída', color: 'green' },
};

/** Seen from the caller: a transfer he sent or one he received. */
export const TransferDirection = { Sent: 'Sent', Received: 'Received' } as const;

export const TransferParty = z.object({ Name: z.string(), Username: z.string() });

export const Transfer = z.object({
  Id: z.number().int(),
  ToUser: TransferParty,
  FromUser: TransferParty,
  Created: z.string(),
  /** Reais, always positive; Direction tells whether it left or entered the caller's wallet. */
  Value: z.number(),
  Status: z.number().int(),
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  Direction: z.enum(['Sent', 'Received']),
});
export type Transfer = z.infer<typeof Transfer>;
