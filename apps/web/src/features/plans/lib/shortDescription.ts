import { PLAN_DESCRIPTION_CUT } from '@clube/contract/plans';

/** Spec part 2 §9: a description in the list is cut to 200 characters plus '...'. */
export const shortDescription = (text: string, limit: number = PLAN_DESCRIPTION_CUT) => (text.length > limit ? `${text.slice(0, limit)}...` : text);
