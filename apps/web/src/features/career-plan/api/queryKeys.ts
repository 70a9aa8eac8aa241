/** The career plan's cache keys. */
export const careerPlanKeys = {
  ranksDetails: ['career-plan', 'ranks-details'] as const,
};
