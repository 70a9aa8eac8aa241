import {
  privacyRequestKindLabels,
  privacyRequestStatusInfo,
  type AdminPrivacyRequest,
  type DataExportView,
  type PrivacyRequestView,
} from '@clube/contract/privacy';
import type { PrivacyRequestRow, QueueRow } from './requests.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function requestView(r: PrivacyRequestRow): PrivacyRequestView {
  const status = privacyRequestStatusInfo[r.status];
  return {
    Id: r.id,
    Kind: r.kind,
    KindFormatted: privacyRequestKindLabels[r.kind],
    Status: r.status,
    StatusFormatted: status.label,
    StatusColor: status.color,
    Detail: r.detail,
    RefusalReason: r.refusalReason,
    CreatedOn: r.createdAt.toISOString(),
    DueOn: r.dueAt.toISOString(),
    ClosedOn: r.status === 'done' || r.status === 'refused' ? iso(r.closedAt) : null,
  };
}

/** An export's state as the screen shows it (docs/privacy.md#export). */
export function exportView(r: PrivacyRequestRow, now: Date): DataExportView {
  const state =
    r.status === 'refused'
      ? 'failed'
      : r.status !== 'done'
        ? 'preparing'
        : r.fileId !== null && r.fileExpiresAt !== null && r.fileExpiresAt > now
          ? 'ready'
          : 'expired';
  return { Id: r.id, State: state, RequestedOn: r.createdAt.toISOString(), ExpiresOn: iso(r.fileExpiresAt) };
}

export function queueView(r: QueueRow, now: Date): AdminPrivacyRequest {
  return {
    ...requestView(r),
    UserId: r.userId,
    Username: r.username,
    Name: r.name,
    Overdue: (r.status === 'open' || r.status === 'in_progress') && r.dueAt < now,
    HandledBy: r.handledByUsername,
  };
}
