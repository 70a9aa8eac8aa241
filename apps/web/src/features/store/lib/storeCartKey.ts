/** One cart per store on this browser (usernames in any case are one store): a visitor's cart is still there once he has signed up. */
export const storeCartKey = (storeUsername: string) => `clube.store-cart.${storeUsername.toLowerCase()}`;
