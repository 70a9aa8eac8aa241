import { adminKeys } from '../../api/queryKeys';

/** The sections of the console's catalog of offers (docs/admin.md#offers). */
export type OfferSection = 'plans' | 'subscriptions' | 'ranks' | 'funds' | 'unilevels';

const all = [...adminKeys.all, 'offers'] as const;

/** The catalog's cache keys; every change invalidates `all` (a fund's new name shows on the ranks' prizes too) and `adminKeys.audit`. */
export const offersKeys = {
  all,
  section: (section: OfferSection) => [...all, section] as const,
  list: (section: OfferSection, request: unknown) => [...all, section, 'list', request] as const,
  /** The active funds and tables the forms offer (prizes, a subscription's table). */
  choices: (section: OfferSection) => [...all, section, 'choices'] as const,
};
