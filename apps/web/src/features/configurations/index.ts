/** What the rest of the web uses from the configurations feature, cache keys included. */
export { configurationsKeys } from './api/queryKeys';
export { publicIntegrationsQueryOptions } from './api/publicIntegrationsQueryOptions';
export { systemImagesQueryOptions } from './api/systemImagesQueryOptions';
export { DemoModeRibbon } from './components/DemoModeRibbon';
