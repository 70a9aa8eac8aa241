/**
 * The console's cache keys. Every console write invalidates `adminKeys.audit` too: each action adds
 * an audit row that the record's timeline shows.
 */
export const adminKeys = {
  all: ['admin'] as const,
  audit: ['admin', 'audit'] as const,
  timeline: (target: string) => ['admin', 'audit', 'timeline', target] as const,
  auditList: (request: unknown) => ['admin', 'audit', 'list', request] as const,
};
