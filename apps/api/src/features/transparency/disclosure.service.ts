import { createHash } from 'node:crypto';
import { centsToReais, messages } from '@clube/contract';
import { EARNINGS_BANDS, type DisclosureFigures, type DisclosurePreview, type DisclosureSummary, type PublishedDisclosure } from '@clube/contract/transparency';
import type { DbOrTx } from '../../db/client';
import { writeAudit, type AuditActor } from '../../platform/audit';
import { addDays } from '../../platform/dates';
import { conflict, notFound } from '../../platform/errors';
import * as repo from './disclosure.repository';

/** Percent of `part` in `whole`, two decimals (null when the whole is not positive). */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 10_000) / whole) / 100 : null);

/**
 * The income disclosure of a period of club days, both included (docs/transparency.md): computed
 * now from the ledger and the invoices, in two statements.
 */
export async function computeDisclosure(db: DbOrTx, startDate: string, endDate: string): Promise<DisclosureFigures> {
  const until = addDays(endDate, 1);
  const [f, volume] = await Promise.all([
    repo.periodFigures(
      db,
      startDate,
      until,
      EARNINGS_BANDS.map((b) => b.UpToCents),
    ),
    repo.commissionVolumeByMonth(db, startDate, until),
  ]);
  let salesCents = 0;
  let feesCents = 0;
  for (const v of volume.values()) {
    salesCents += v.salesCents;
    feesCents += v.feesCents;
  }
  const totalCents = salesCents + feesCents;
  return {
    StartDate: startDate,
    EndDate: endDate,
    Members: f.members,
    Earners: f.earners,
    Bands: EARNINGS_BANDS.map((b, i) => ({ Key: b.Key, Label: b.Label, Members: f.bands[i]!, Share: percentOf(f.bands[i]!, f.members) ?? 0 })),
    MedianEarned: centsToReais(f.medianEarned),
    P90Earned: centsToReais(f.p90Earned),
    P99Earned: centsToReais(f.p99Earned),
    AverageEarned: centsToReais(f.members > 0 ? Math.round(f.totalEarned / f.members) : 0),
    TotalEarned: centsToReais(f.totalEarned),
    MedianPaid: centsToReais(f.medianPaid),
    Commissions: {
      Total: centsToReais(totalCents),
      Sales: centsToReais(salesCents),
      AdhesionAndFees: centsToReais(feesCents),
      SalesShare: percentOf(salesCents, totalCents),
      AdhesionAndFeesShare: percentOf(feesCents, totalCents),
    },
  };
}

/** sha256 of the figures: the same hash means the same numbers. */
const hashOf = (f: DisclosureFigures) => createHash('sha256').update(JSON.stringify(f)).digest('hex');

export async function previewDisclosure(db: DbOrTx, startDate: string, endDate: string): Promise<DisclosurePreview> {
  const figures = await computeDisclosure(db, startDate, endDate);
  return { ...figures, PreviewHash: hashOf(figures) };
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findDisclosure>>>;
const published = (r: Row): PublishedDisclosure => ({
  ...(r.figures as DisclosureFigures),
  Id: r.id,
  PublishedAt: r.publishedAt.toISOString(),
});

/**
 * Publishes the figures the operator previewed (docs/transparency.md#publishing): computed again,
 * refused (409) when they no longer match the preview's hash, then frozen in a row of their own
 * with who published and when, and one audit row, in one transaction.
 */
export async function publishDisclosure(db: DbOrTx, actor: AuditActor, startDate: string, endDate: string, previewHash: string): Promise<PublishedDisclosure> {
  return db.transaction(async (tx) => {
    const figures = await computeDisclosure(tx, startDate, endDate);
    const hash = hashOf(figures);
    if (hash !== previewHash) throw conflict(messages.transparencyPreviewChanged);
    const row = await repo.insertDisclosure(tx, { startDate, endDate, figures, figuresHash: hash, publishedBy: actor.userId });
    await writeAudit(tx, actor, {
      action: 'transparency.publish',
      target: `incomeDisclosure:${row.id}`,
      after: { StartDate: startDate, EndDate: endDate, Members: figures.Members, MedianEarned: figures.MedianEarned, FiguresHash: hash },
    });
    const full = await repo.findDisclosure(tx, row.id);
    return published(full!);
  });
}

export async function publicDisclosures(db: DbOrTx): Promise<{ Latest: PublishedDisclosure | null; All: DisclosureSummary[] }> {
  const [latest, all] = await Promise.all([repo.latestDisclosure(db), repo.listDisclosures(db)]);
  return {
    Latest: latest ? published(latest) : null,
    All: all.map((r) => ({ Id: r.id, StartDate: r.startDate, EndDate: r.endDate, PublishedAt: r.publishedAt.toISOString() })),
  };
}

export async function publicDisclosure(db: DbOrTx, id: number): Promise<PublishedDisclosure> {
  const row = await repo.findDisclosure(db, id);
  if (!row) throw notFound(messages.transparencyNotFound);
  return published(row);
}
