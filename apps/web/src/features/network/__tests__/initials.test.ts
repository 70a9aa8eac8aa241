import { describe, expect, it } from 'vitest';
import { initialsOf } from '../lib/initials';

describe("a network member's initials", () => {
  it('ignores punctuation between the words', () => {
    expect(initialsOf('Ana — Equipe 1')).toBe('AE');
    expect(initialsOf('João - Time (Sul)')).toBe('JT');
  });

  it('takes the first two words, accents kept', () => {
    expect(initialsOf('érica maria souza')).toBe('ÉM');
    expect(initialsOf('Demo')).toBe('D');
  });

  it('falls back to the first character when there is no letter', () => {
    expect(initialsOf('123')).toBe('1');
  });
});
