import { describe, expect, it } from 'vitest';
import { AuthCache } from './auth-cache';

function cache(ttlMs = 30_000, maxEntries = 100) {
  let now = 1_000_000;
  const c = new AuthCache<string>({ ttlMs, maxEntries, now: () => now });
  c.setListening(true);
  return { c, advance: (ms: number) => (now += ms) };
}

describe('auth cache', () => {
  it('serves a stored session until its time is up', () => {
    const { c, advance } = cache(30_000);
    c.store(c.ticket(), 's1', 7, 'edu');
    expect(c.get('s1')).toBe('edu');
    advance(29_999);
    expect(c.get('s1')).toBe('edu');
    advance(1);
    expect(c.get('s1')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('a notification for a member drops all his sessions and only his', () => {
    const { c } = cache();
    c.store(c.ticket(), 's1', 7, 'edu phone');
    c.store(c.ticket(), 's2', 7, 'edu laptop');
    c.store(c.ticket(), 's3', 8, 'bia');
    c.evictUser(7);
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s2')).toBeUndefined();
    expect(c.get('s3')).toBe('bia');
  });

  it("an operator's session in a member's office goes with either of them, and leaves nothing behind", () => {
    const { c } = cache();
    c.store(c.ticket(), 'op1', 7, 'edu, opened by operator 50', 50);
    c.store(c.ticket(), 'op2', 8, 'bia, opened by operator 50', 50);
    c.store(c.ticket(), 'own', 7, 'edu himself');
    c.evictUser(50);
    expect(c.get('op1')).toBeUndefined();
    expect(c.get('op2')).toBeUndefined();
    expect(c.get('own')).toBe('edu himself');
    expect(c.size).toBe(1);

    c.store(c.ticket(), 'op3', 8, 'bia, opened by operator 51', 51);
    c.evictUser(8);
    expect(c.get('op3')).toBeUndefined();
    // The operator's index no longer names it: his own eviction later finds nothing stale.
    c.store(c.ticket(), 'op3', 9, 'reused id', null);
    c.evictUser(51);
    expect(c.get('op3')).toBe('reused id');
  });

  it('does not store an answer read before a notification that arrived meanwhile', () => {
    const { c } = cache();
    const ticket = c.ticket();
    // ...the database is read here, then a change to anyone is announced before the answer is stored.
    c.evictUser(99);
    c.store(ticket, 's1', 7, 'stale');
    expect(c.get('s1')).toBeUndefined();
    c.store(c.ticket(), 's1', 7, 'fresh');
    expect(c.get('s1')).toBe('fresh');
  });

  it('caches nothing while the notification channel is down, and forgets everything when it goes down or comes back', () => {
    const { c } = cache();
    c.store(c.ticket(), 's1', 7, 'edu');
    c.setListening(false);
    expect(c.get('s1')).toBeUndefined();
    c.store(c.ticket(), 's2', 8, 'bia');
    expect(c.size).toBe(0);
    const ticket = c.ticket();
    c.setListening(true);
    c.store(ticket, 's3', 9, 'read while down');
    expect(c.get('s3')).toBeUndefined();
    c.store(c.ticket(), 's3', 9, 'gui');
    expect(c.get('s3')).toBe('gui');
  });

  it('holds at most maxEntries, dropping the oldest first', () => {
    const { c } = cache(30_000, 2);
    c.store(c.ticket(), 's1', 1, 'a');
    c.store(c.ticket(), 's2', 2, 'b');
    c.store(c.ticket(), 's3', 3, 'c');
    expect(c.size).toBe(2);
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s3')).toBe('c');
  });
});
