/** The registration wizard's cache keys. */
export const registrationKeys = {
  plans: ['registration', 'plans'] as const,
  sponsor: (username: string) => ['registration', 'sponsor', username.toLowerCase()] as const,
};
