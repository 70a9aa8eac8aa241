/** What the rest of the web uses from the configurations feature, cache keys included. */
export { adminUnilevelsKeys, configurationsKeys, settingsKeys } from './api/queryKeys';
export { contractQueryOptions } from './api/contractQueryOptions';
export { publicIntegrationsQueryOptions } from './api/publicIntegrationsQueryOptions';
export { systemImagesQueryOptions } from './api/systemImagesQueryOptions';
export { unilevelChoicesQueryOptions } from './api/unilevelChoicesQueryOptions';
export { DemoModeRibbon } from './components/DemoModeRibbon';
export { DpoNotice } from './components/DpoNotice';
