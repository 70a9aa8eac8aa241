import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';

export interface PixReceiver {
  /** The club's Pix key (the offline gateway's is a fixed random key: it pays nobody). */
  key: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * A Pix BR Code (EMV fields with CRC16) for one payment, and its QR code as a PNG in base64
 * (without the data: prefix, the way Mercado Pago answers it).
 */
export async function pixCharge(receiver: PixReceiver, amountCents: number, txid: string): Promise<{ brCode: string; qrPngBase64: string }> {
  const pix = createStaticPix({
    merchantName: receiver.merchantName.slice(0, 25),
    merchantCity: receiver.merchantCity.slice(0, 15),
    pixKey: receiver.key,
    txid: txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    transactionAmount: amountCents / 100,
    isTransactionUnique: true,
  });
  if (hasError(pix)) throw new Error(`pix BR Code: ${pix.message}`);
  const brCode = pix.toBRCode();
  const dataUrl = await QRCode.toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 2, width: 320, type: 'image/png' });
  return { brCode, qrPngBase64: dataUrl.replace(/^data:image\/png;base64,/, '') };
}
