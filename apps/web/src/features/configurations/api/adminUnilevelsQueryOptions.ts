import { getAllUnilevels, type Unilevel } from '@clube/contract/configurations';
import { offerListQueryOptions } from '../../admin';

/** The console's unilevel tables, active and inactive, a page of 50 (/configurations/unilevels). */
export const adminUnilevelsQueryOptions = offerListQueryOptions<Unilevel>('unilevels', getAllUnilevels);
