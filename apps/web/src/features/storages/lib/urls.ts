/** The storages screen ('Armazéns') and where its back arrow goes. */
export const STORAGES_URL = '/marketplace/dist-centers/details';
export const MARKETPLACE_URL = '/marketplace';
