import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import type { GetAllOutboxEmailsRequest, OutboxEmail, OutboxEmailSummary } from '@clube/contract/admin';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { maskLinkSecrets } from './outbox-masking';
import * as repo from './outbox.repository';

type ListRow = Awaited<ReturnType<typeof repo.search>>['rows'][number];

const toSummary = (r: ListRow): OutboxEmailSummary => ({ Id: r.id, To: r.to, Subject: r.subject, CreatedOn: r.createdAt.toISOString() });

/** The outbox, newest first, 50 a page (docs/admin.md#outbox). */
export async function list(db: DbOrTx, input: z.output<typeof GetAllOutboxEmailsRequest>) {
  const { Page, RowsPerPage } = input.PaginationSettings;
  const f = input.Filters ?? {};
  const { rows, total } = await repo.search(db, { to: f.To || undefined, subject: f.Subject || undefined }, RowsPerPage, (Page - 1) * RowsPerPage);
  return { data: rows.map(toSummary), pagination: paginationResponse(Page, RowsPerPage, total) };
}

/** One e-mail, whole, with its link secrets masked. */
export async function get(db: DbOrTx, id: number): Promise<OutboxEmail> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(messages.outboxEmailNotFound);
  const text = maskLinkSecrets(row.text);
  const html = row.html === null ? null : maskLinkSecrets(row.html);
  return {
    ...toSummary(row),
    Text: text.value,
    Html: html?.value ?? null,
    Masked: text.masked || (html?.masked ?? false),
  };
}
