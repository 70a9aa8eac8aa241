/** The configurations' cache keys. */
export const configurationsKeys = {
  systemImages: ['configurations', 'systemImages'] as const,
  publicIntegrations: ['configurations', 'integrations', 'public'] as const,
};
