/** What the rest of the web uses from the storages feature (the distribution center decides the Armazéns card and the Stock action). */
export { storagesKeys } from './api/queryKeys';
export { distributionCenterQueryOptions } from './api/distributionCenterQueryOptions';
export { possibleStoragesQueryOptions } from './api/possibleStoragesQueryOptions';
export { STORAGES_URL } from './lib/urls';
