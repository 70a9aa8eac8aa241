import { centsToReais } from '@clube/contract';
import { transferStatusInfo, type Transfer } from '@clube/contract/transfers';
import type { TransferView } from './transfers.repository';

/** Row -> wire Transfer as seen by `viewerId` (Direction). */
export function toTransferDto({ transfer, from, to }: TransferView, viewerId: number): Transfer {
  const status = transferStatusInfo[transfer.status] ?? { label: String(transfer.status), color: 'gray' };
  return {
    Id: transfer.id,
    ToUser: { Name: to.name, Username: to.username },
    FromUser: { Name: from.name, Username: from.username },
    Created: transfer.createdAt.toISOString(),
    Value: centsToReais(transfer.valueCents),
    Status: transfer.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Direction: transfer.fromUserId === viewerId ? 'Sent' : 'Received',
  };
}
