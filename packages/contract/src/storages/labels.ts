/** Storage types (spec part 2 section 3): 1 National serves all Brazil, 2 Regional serves its cities. */
export const StorageType = { National: 1, Regional: 2 } as const;
export type StorageType = (typeof StorageType)[keyof typeof StorageType];

export const storageTypeLabels: Record<number, string> = {
  1: 'Nacional',
  2: 'Regional',
};

/** Sort of the storages list (spec: "in storage and subscription lists: 1 by Id, 2 by alphabetical name"). */
export const StorageSort = { Id: 1, AlphabeticalName: 2 } as const;
