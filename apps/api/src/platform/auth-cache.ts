/**
 * Verified sessions, kept in this process for a few seconds so that a hot authenticated call does
 * not pay a round trip for the auth check. Correctness rests on the database telling every
 * instance when a member's access changes (docs/security.md, "The auth cache"):
 * - `evictUser` on each notification drops that member's sessions, and the sessions an operator
 *   opened in members' offices when the member is that operator;
 * - while the notification channel is down nothing is cached and nothing cached is served;
 * - a lookup that raced with a notification is not stored (`ticket`/`store`), so an answer read
 *   before a change cannot be cached after it.
 */
export interface AuthCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  /** The member, and the operator of an operator's session: a change of either drops it. */
  userIds: number[];
  value: V;
  expiresAt: number;
}

export class AuthCache<V> {
  private readonly bySession = new Map<string, Entry<V>>();
  private readonly byUser = new Map<number, Set<string>>();
  private listening = false;
  /** Bumped by every invalidation: a lookup started under an older epoch is not stored. */
  private epoch = 0;
  private readonly now: () => number;

  constructor(private readonly opts: AuthCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size() {
    return this.bySession.size;
  }

  /** Whether the notification channel is up (otherwise nothing is cached). */
  get active() {
    return this.listening;
  }

  get(sessionId: string): V | undefined {
    if (!this.listening) return undefined;
    const e = this.bySession.get(sessionId);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.delete(sessionId, e.userIds);
      return undefined;
    }
    return e.value;
  }

  /** Taken before reading the database; `store` refuses the answer if anything changed since. */
  ticket(): number {
    return this.epoch;
  }

  /** `operatorId`: the operator of an operator's session ("entrar como sócio"), evicted with him too. */
  store(ticket: number, sessionId: string, userId: number, value: V, operatorId: number | null = null): void {
    if (!this.listening || ticket !== this.epoch) return;
    if (this.bySession.size >= this.opts.maxEntries) this.evictOldest();
    const userIds = operatorId === null || operatorId === userId ? [userId] : [userId, operatorId];
    this.bySession.set(sessionId, { userIds, value, expiresAt: this.now() + this.opts.ttlMs });
    for (const id of userIds) {
      let sids = this.byUser.get(id);
      if (!sids) this.byUser.set(id, (sids = new Set()));
      sids.add(sessionId);
    }
  }

  evictUser(userId: number): void {
    this.epoch++;
    const sids = this.byUser.get(userId);
    if (!sids) return;
    for (const sid of [...sids]) {
      const e = this.bySession.get(sid);
      if (e) this.delete(sid, e.userIds);
    }
    this.byUser.delete(userId);
  }

  /** The notification channel went down or came back: whatever was cached may have missed news. */
  setListening(up: boolean): void {
    this.listening = up;
    this.clear();
  }

  clear(): void {
    this.epoch++;
    this.bySession.clear();
    this.byUser.clear();
  }

  private delete(sessionId: string, userIds: number[]) {
    this.bySession.delete(sessionId);
    for (const id of userIds) {
      const sids = this.byUser.get(id);
      sids?.delete(sessionId);
      if (sids && sids.size === 0) this.byUser.delete(id);
    }
  }

  private evictOldest() {
    const first = this.bySession.entries().next();
    if (!first.done) this.delete(first.value[0], first.value[1].userIds);
  }
}
