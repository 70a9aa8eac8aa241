/** The passkeys feature's cache keys (other features reach them through its index.ts). */
export const passkeysKeys = {
  /** The signed-in member's passkeys. */
  list: ['passkeys', 'list'] as const,
};
