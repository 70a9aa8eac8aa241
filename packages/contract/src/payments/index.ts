export * from './get-invoice-by-token';
export * from './balance-payment';
export * from './payment-request';
export * from './mercado-pago-payment';
export * from './sandbox';
export * from './webhook';
