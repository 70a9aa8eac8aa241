import PDFDocument from 'pdfkit';
import { formatReais, reaisToCents } from '@clube/contract';
import { disclosureHeadline, disclosureTexts as T, formatDisclosureShare as pct, type PublishedDisclosure } from '@clube/contract/transparency';
import { CLUB_TIME_ZONE } from '../../platform/dates';

const brl = (reais: number) => formatReais(reaisToCents(reais));
const day = (iso: string) => iso.split('-').reverse().join('/');
const dateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: CLUB_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The figures as label/value pairs, in the order the page shows them. */
function summaryLines(d: PublishedDisclosure): [string, string][] {
  return [
    [T.period, `${day(d.StartDate)} a ${day(d.EndDate)}`],
    [T.publishedAt, dateTime.format(new Date(d.PublishedAt))],
    [T.members, String(d.Members)],
    [T.earners, String(d.Earners)],
    [T.median, brl(d.MedianEarned)],
    [T.p90, brl(d.P90Earned)],
    [T.p99, brl(d.P99Earned)],
    [T.average, brl(d.AverageEarned)],
    [T.total, brl(d.TotalEarned)],
    [T.medianPaid, brl(d.MedianPaid)],
  ];
}

function commissionLines(d: PublishedDisclosure): [string, string, string][] {
  const c = d.Commissions;
  return [
    [T.sales, brl(c.Sales), pct(c.SalesShare)],
    [T.adhesionAndFees, brl(c.AdhesionAndFees), pct(c.AdhesionAndFeesShare)],
    [T.commissionsTotal, brl(c.Total), c.Total > 0 ? pct(100) : '—'],
  ];
}

export const disclosureFileName = (d: PublishedDisclosure, ext: 'csv' | 'pdf') => `divulgacao-de-ganhos-${d.StartDate}-a-${d.EndDate}-n${d.Id}.${ext}`;

/** A CSV field: quoted, quotes doubled; a leading =, +, - or @ is kept from being read as a formula. */
const field = (v: string) => `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;

/** The disclosure as a CSV (';' between fields and a BOM, as Brazilian spreadsheets expect it). */
export function disclosureCsv(d: PublishedDisclosure): string {
  const rows: string[][] = [
    [T.title],
    [disclosureHeadline(d)],
    [],
    ...summaryLines(d),
    [],
    [T.band, T.bandMembers, T.bandShare],
    ...d.Bands.map((b) => [b.Label, String(b.Members), pct(b.Share)]),
    [],
    [T.commissionsTitle, 'Valor', '%'],
    ...commissionLines(d),
    [],
    [T.definitions],
  ];
  return `\uFEFF${rows.map((r) => r.map(field).join(';')).join('\r\n')}\r\n`;
}

/** The disclosure as an A4 PDF (pdfkit's Helvetica covers Portuguese), like the receipts (features/receipts). */
export function disclosurePdf(d: PublishedDisclosure, clubName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${T.title} nº ${d.Id}`, Author: clubName } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 96;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    const cols = cells.length;
    const w = cols === 2 ? [width * 0.7, width * 0.3] : [width * 0.6, width * 0.2, width * 0.2];
    let x = 48;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('black');
    let bottom = y;
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: w[i]! - 6, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w[i]!;
    });
    doc.x = 48;
    doc.y = bottom + 4;
  };

  doc.font('Helvetica-Bold').fontSize(16).text(clubName);
  doc.font('Helvetica').fontSize(13).text(`${T.title} nº ${d.Id}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(11).text(disclosureHeadline(d), { width });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(T.intro, { width });
  doc.moveDown(0.8);
  for (const line of summaryLines(d)) row(line);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(T.bandsTitle);
  doc.moveDown(0.3);
  row([T.band, T.bandMembers, T.bandShare], true);
  for (const b of d.Bands) row([b.Label, String(b.Members), pct(b.Share)]);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).text(T.commissionsTitle);
  doc.moveDown(0.3);
  row(['Origem', 'Valor', '%'], true);
  for (const line of commissionLines(d)) row(line);
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(8).fillColor('#444444').text(T.definitions, 48, doc.y, { width });
  doc.end();
  return done;
}
