/** Mercado Pago's browser SDK (spec: loaded from the provider's own address once and reused). */
export const MERCADOPAGO_SDK_URL = 'https://sdk.mercadopago.com/js/v2';

export interface CardFormData {
  paymentMethodId: string;
  issuerId: string;
  cardholderEmail: string;
  amount: string;
  token: string;
  installments: string;
  identificationNumber: string;
  identificationType: string;
}

export interface MercadoPagoCardForm {
  getCardFormData(): CardFormData;
  unmount(): void;
}

export type CardFormField =
  | 'cardNumber'
  | 'expirationDate'
  | 'securityCode'
  | 'cardholderName'
  | 'issuer'
  | 'installments'
  | 'identificationType'
  | 'identificationNumber'
  | 'cardholderEmail';

export interface MercadoPagoInstance {
  cardForm(options: {
    amount: string;
    iframe: boolean;
    form: { id: string } & Partial<Record<CardFormField, { id: string; placeholder?: string }>>;
    callbacks: {
      onFormMounted?: (error?: unknown) => void;
      onSubmit?: (event: Event) => void;
      onFetching?: (resource: string) => (() => void) | void;
    };
  }): MercadoPagoCardForm;
}

export type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

let loading: Promise<MercadoPagoConstructor> | null = null;

/** Inserts the script once; every caller shares the same promise (and a failed load may be retried). */
export function loadMercadoPagoSdk(): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    script.onload = () => (window.MercadoPago ? resolve(window.MercadoPago) : reject(new Error('MercadoPago missing after load')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('MercadoPago SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
