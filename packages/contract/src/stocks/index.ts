export * from './stock';
export * from './get-all-stocks';
export * from './get-all-stocks-by-product-id';
export * from './create-new-stock';
export * from './update-stock';
