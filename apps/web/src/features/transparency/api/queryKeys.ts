const all = ['transparency'] as const;

/** The published income disclosures (docs/transparency.md); a publication invalidates `all`. */
export const transparencyKeys = {
  all,
  published: [...all, 'published'] as const,
  one: (id: number) => [...all, 'one', id] as const,
};
