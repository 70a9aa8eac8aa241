export * from './order';
export * from './create-new-order-preview';
export * from './create-new-order-with-invoice';
export * from './get-order';
export * from './get-all-orders';
export * from './update-order-to-delivered';
export * from './cancel-order';
export * from './withdraw-order';
