import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import { multilineText, text } from './text';

const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('text()', () => {
  it('refuses every C0 control character and DEL, with the pt-BR message', () => {
    for (let code = 0; code <= 0x1f; code++) {
      expect(firstMessage(text().safeParse(`a${String.fromCharCode(code)}b`)), `U+${code.toString(16)}`).toBe(messages.textInvalidCharacters);
    }
    expect(firstMessage(text().safeParse('a\u007fb'))).toBe(messages.textInvalidCharacters);
  });

  it('keeps accents, emoji and other scripts', () => {
    expect(text().parse('Conceição Ñandú 🌻 日本')).toBe('Conceição Ñandú 🌻 日本');
  });

  it('chains the string checks after it, and its own error for a wrong type', () => {
    const name = text({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(5, messages.textTooLong);
    expect(name.parse('  Ana  ')).toBe('Ana');
    expect(firstMessage(name.safeParse('   '))).toBe(messages.nameRequired);
    expect(firstMessage(name.safeParse('Ana Maria'))).toBe(messages.textTooLong);
    expect(firstMessage(name.safeParse(42))).toBe(messages.nameRequired);
    // The control-character message comes alone, not beside a length complaint.
    expect(name.safeParse('Ana\u0000Maria Silva').error?.issues.map((i) => i.message)).toEqual([messages.textInvalidCharacters]);
    const email = text().trim().max(200).pipe(z.email(messages.invalidEmail));
    expect(email.parse(' a@b.com.br ')).toBe('a@b.com.br');
    expect(firstMessage(email.safeParse('a\u0000@b.com.br'))).toBe(messages.textInvalidCharacters);
    expect(text().nullish().parse(null)).toBeNull();
  });
});

describe('multilineText()', () => {
  it('allows tab and line breaks, refuses the other controls', () => {
    expect(multilineText().parse('linha 1\r\nlinha 2\tfim')).toBe('linha 1\r\nlinha 2\tfim');
    for (const c of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f']) {
      expect(firstMessage(multilineText().safeParse(`a${c}b`)), JSON.stringify(c)).toBe(messages.textInvalidCharacters);
    }
  });
});
