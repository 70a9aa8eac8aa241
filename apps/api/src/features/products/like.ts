/** LIKE treats % and _ as wildcards; a typed name must match literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
