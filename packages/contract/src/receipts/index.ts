export * from './receipt';
export * from './receipt-masks';
export * from './receipt-messages';
export * from './get-receipt';
export * from './receipt-lines';
