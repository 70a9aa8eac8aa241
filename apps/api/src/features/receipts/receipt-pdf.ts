import PDFDocument from 'pdfkit';
import { formatReais, reaisToCents } from '@clube/contract';
import { receiptLines, receiptMessages, type Receipt } from '@clube/contract/receipts';
import { CLUB_TIME_ZONE } from '../../platform/dates';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CLUB_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const formats = {
  money: (reais: number) => formatReais(reaisToCents(reais)),
  dateTime: (iso: string) => dateTime.format(new Date(iso)),
};

const MUTED = '#555555';
const RULE = '#cccccc';

/**
 * The receipt as a one-page A5 PDF (pdfkit's built-in Helvetica, which covers Portuguese): the
 * club, the title, the total, the same lines as the screen (receiptLines) and the authentication
 * code, in a fixed-width face so that it reads unambiguously.
 */
export function receiptPdf(r: Receipt, clubName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `${r.Title} - ${r.AuthenticationCode}`, Author: clubName, Subject: `${receiptMessages.labels.authentication} ${r.AuthenticationCode}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 72;
  const rule = () => {
    doc.moveDown(0.4);
    doc
      .moveTo(36, doc.y)
      .lineTo(36 + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.6);
  };

  doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text(clubName);
  doc.font('Helvetica').fontSize(12).text(r.Title);
  rule();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(r.Kind === 'invoice' ? receiptMessages.labels.totalPaid : receiptMessages.labels.total);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(formats.money(r.Total));
  rule();
  for (const line of receiptLines(r, formats)) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(line.label.toUpperCase());
    doc.font('Helvetica').fontSize(10).fillColor('black').text(line.value, { width });
    doc.moveDown(0.35);
  }
  rule();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(receiptMessages.labels.authentication.toUpperCase());
  doc.font('Courier-Bold').fontSize(12).fillColor('black').text(r.AuthenticationCode);
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(receiptMessages.footer, { width });
  doc.end();
  return done;
}
