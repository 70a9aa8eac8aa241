/**
 * The configuration console's cache keys (/configurations/settings). Under `adminKeys.all`, so a
 * console-wide refresh reaches them; each write also invalidates `adminKeys.audit` (the timelines).
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
