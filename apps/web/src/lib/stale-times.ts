/** Cache ages of spec part 1 section 9 and part 2 section 9 (TanStack Query staleTime, in ms). */
export const staleTimes = {
  authUser: 300_000,
  sponsor: 300_000,
  earningsCharts: 300_000,
  invoices: 30_000,
  earnings: 300_000,
  wallet: 300_000,
  bankAccounts: 300_000,
  banks: 300_000,
  fundQuotas: 30_000,
  /** Part 2: lists and network data (tree, levels, indications, career plan), 5 minutes. */
  network: 300_000,
  /** Part 2: marketplace lists (products, stocks, storages, distribution center, categories), 5 minutes. */
  marketplace: 300_000,
  /** Part 2: the subscriptions and the member's subscriptions, 5 minutes. */
  subscriptions: 300_000,
  /** Part 2: the system plans list, 5 minutes. */
  plans: 300_000,
  /**
   * Not in the spec: the charts (home, current account, console) read day-by-day aggregates that a
   * few minutes' delay does not change the picture of; 5 minutes, as the earnings cards (docs/charts.md).
   */
  charts: 300_000,
  /** Not in the spec: the console's overview, which staff watch while they work, 1 minute. */
  consoleOverview: 60_000,
  /** Configuration ages are not in the spec: system images and plans change rarely. */
  configuration: 600_000,
} as const;
