import type { EndpointAddress } from '../common/endpoint';

// Without schemas: every screen, /login included, asks these before it needs zod (EndpointAddress).
export const getSystemImagesAddress = { method: 'GET', path: '/api/configurations/pagesDesign/getSystemImages' } as const satisfies EndpointAddress;
export const getPublicSCIntegrationsConfigsAddress = {
  method: 'GET',
  path: '/api/configurations/getPublicSCIntegrationsConfigs',
} as const satisfies EndpointAddress;
