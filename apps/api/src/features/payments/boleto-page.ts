import { centsToReais } from '@clube/contract';
import { itfBarcodeSvg } from '../../integrations/payments/offline/itf-barcode';
import { barcodeOfDigitableLine, formatDigitableLine } from '../../integrations/payments/offline/boleto-line';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface BoletoPageData {
  invoiceId: number;
  description: string;
  amountCents: number;
  dueAt: Date;
  payerName: string;
  documentType: number | null;
  documentNumber: string | null;
  digitableLine: string;
  statusLabel: string;
}

function maskDocument(type: number | null, n: string | null) {
  if (!n) return '';
  return type === 2 ? n.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5') : n.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** The offline gateway's printable slip: honest that it is a simulation and pays nobody. */
export function renderBoletoPage(d: BoletoPageData): string {
  const rows: Array<[string, string]> = [
    ['Beneficiário', 'Clube Office'],
    ['Pagador', `${escapeHtml(d.payerName)} ${escapeHtml(maskDocument(d.documentType, d.documentNumber))}`],
    ['Descrição', escapeHtml(d.description)],
    ['Fatura', String(d.invoiceId)],
    ['Vencimento', day.format(d.dueAt)],
    ['Valor do documento', brl.format(centsToReais(d.amountCents))],
    ['Situação', escapeHtml(d.statusLabel)],
  ];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Boleto da Fatura ${d.invoiceId}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}
.slip{max-width:760px;border:1px solid #333;padding:16px}
.line{font-family:monospace;font-size:18px;letter-spacing:1px;margin:8px 0 16px}
table{border-collapse:collapse;width:100%}td{border:1px solid #999;padding:6px;font-size:14px}td:first-child{width:180px;color:#555}
.notice{margin-top:12px;padding:8px;background:#fff3cd;border:1px solid #e0c36a;font-size:13px}
.bar{margin-top:16px}
</style></head>
<body><div class="slip">
<h1>Boleto bancário</h1>
<div>Linha digitável</div>
<div class="line">${formatDigitableLine(d.digitableLine)}</div>
<table>${rows.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>
<div class="bar">${itfBarcodeSvg(barcodeOfDigitableLine(d.digitableLine), 50, 1.5)}</div>
<p>A aprovação do pagamento leva de 24 a 48 horas.</p>
<div class="notice">Ambiente de simulação (gateway offline): este boleto é válido no formato, mas não é registrado em nenhum banco e não deve ser pago.</div>
</div></body></html>`;
}
