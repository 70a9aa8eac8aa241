/** What the rest of the web uses from the products feature (the stock screen reads the product and the features). */
export { adminProductsKeys, productsKeys } from './api/queryKeys';
export { productQueryOptions } from './api/productQueryOptions';
export { productCategoriesQueryOptions } from './api/productCategoriesQueryOptions';
export { featuresQueryOptions } from './api/featuresQueryOptions';
export { PRODUCTS_URL } from './lib/urls';
