/** The configurations' cache keys. */
export const configurationsKeys = {
  systemImages: ['configurations', 'systemImages'] as const,
  publicIntegrations: ['configurations', 'integrations', 'public'] as const,
  contract: ['configurations', 'contract'] as const,
};

/**
 * The configuration console's cache keys (/configurations/settings). Under the console's
 * `adminKeys.all`, so a console-wide refresh reaches them; each write also invalidates
 * `adminKeys.audit` (the timelines).
 */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  general: ['admin', 'settings', 'scGeneral'] as const,
  shops: ['admin', 'settings', 'scShops'] as const,
  bonificationCenter: ['admin', 'settings', 'scBonificationCenter'] as const,
  integrations: ['admin', 'settings', 'scIntegrations'] as const,
  withdrawal: ['admin', 'settings', 'withdrawal'] as const,
  activeUnilevels: ['admin', 'settings', 'activeUnilevels'] as const,
};

/**
 * The console's unilevel tables (/configurations/unilevels), in the catalog of offers
 * (`offersKeys.all`, ['admin', 'offers']): every change of the catalog makes them stale. `choices`
 * are the active tables a subscription may name.
 */
export const adminUnilevelsKeys = {
  choices: ['admin', 'offers', 'unilevels', 'choices'] as const,
};
