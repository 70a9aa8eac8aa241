export const MARKETPLACE_URL = '/marketplace';
export const PRODUCTS_URL = '/marketplace/products';
export const NEW_PRODUCT_URL = `${PRODUCTS_URL}/new`;
export const editProductUrl = (id: number) => `${PRODUCTS_URL}/edit?id=${id}`;
export const productStocksUrl = (id: number) => `${PRODUCTS_URL}/stocks?id=${id}`;
