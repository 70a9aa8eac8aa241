/**
 * Verified sessions, kept in this process for a few seconds so that a hot authenticated call does
 * not pay a round trip for the auth check. Correctness rests on the database telling every
 * instance when a member's access changes (docs/security.md, "The auth cache"):
 * - `evictUser` on each notification drops that member's sessions;
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
  userId: number;
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
      this.delete(sessionId, e.userId);
      return undefined;
    }
    return e.value;
  }

  /** Taken before reading the database; `store` refuses the answer if anything changed since. */
  ticket(): number {
    return this.epoch;
  }

  store(ticket: number, sessionId: string, userId: number, value: V): void {
    if (!this.listening || ticket !== this.epoch) return;
    if (this.bySession.size >= this.opts.maxEntries) this.evictOldest();
    this.bySession.set(sessionId, { userId, value, expiresAt: this.now() + this.opts.ttlMs });
    let sids = this.byUser.get(userId);
    if (!sids) this.byUser.set(userId, (sids = new Set()));
    sids.add(sessionId);
  }

  evictUser(userId: number): void {
    this.epoch++;
    const sids = this.byUser.get(userId);
    if (!sids) return;
    for (const sid of sids) this.bySession.delete(sid);
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

  private delete(sessionId: string, userId: number) {
    this.bySession.delete(sessionId);
    const sids = this.byUser.get(userId);
    sids?.delete(sessionId);
    if (sids && sids.size === 0) this.byUser.delete(userId);
  }

  private evictOldest() {
    const first = this.bySession.entries().next();
    if (!first.done) this.delete(first.value[0], first.value[1].userId);
  }
}
