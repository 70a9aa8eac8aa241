/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarDay, clubToday, instant, isCalendarDay, parseDay } from './dates';
import type { Endpoint } from './endpoint';

const firstMessage = (r: { error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;
const PROBES = ['0000-01-01T00:00:00Z', '0000-01-01', '9999-12-31', '+275760-09-13T00:00:00Z', '-000001-01-01', '1899-12-31', '10000-01-01'];

describe('days', () => {
  it('reads yyyy-MM-dd (and dd/MM/yyyy when asked) as real calendar days of any year', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2023-02-29')).toBeUndefined();
    expect(parseDay('0050-01-01')).toBe('0050-01-01');
    expect(parseDay('15/01/1990')).toBeUndefined();
    expect(parseDay('15/01/1990', { brazilian: true })).toBe('1990-01-15');
    expect(parseDay(' 1990-01-15 ')).toBe('1990-01-15');
  });

  it('isCalendarDay keeps to 1900..2100', () => {
    expect(isCalendarDay('1900-01-01')).toBe(true);
    expect(isCalendarDay('2100-12-31')).toBe(true);
    for (const v of PROBES) expect(isCalendarDay(v), v).toBe(false);
  });

  it('calendarDay() refuses every probe with its own message and bounds by today', () => {
    const day = calendarDay({ error: 'Dia inválido.', max: 'today' });
    for (const v of PROBES) expect(firstMessage(day.safeParse(v)), v).toBe('Dia inválido.');
    expect(day.parse(clubToday())).toBe(clubToday());
    expect(firstMessage(day.safeParse('2100-01-01'))).toBe('Dia inválido.');
    expect(firstMessage(day.safeParse(19900115))).toBe('Dia inválido.');
  });

  it("clubToday() is São Paulo's calendar day", () => {
    expect(clubToday(new Date('2026-01-01T02:59:00Z'))).toBe('2025-12-31');
    expect(clubToday(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});

describe('instants', () => {
  const at = instant({ error: 'Data inválida.' });
  it('accepts ISO instants with an offset from 2000 up to a few minutes ahead', () => {
    expect(at.parse('2000-01-01T00:00:00Z')).toBe('2000-01-01T00:00:00Z');
    expect(at.parse('2026-05-01T12:00:00-03:00')).toBe('2026-05-01T12:00:00-03:00');
    expect(at.parse(new Date(Date.now() + 60_000).toISOString())).toBeTruthy();
  });
  it('refuses year 0, far futures, expanded years, days without time and instants before 2000', () => {
    for (const v of [...PROBES, '1999-12-31T23:59:59Z', new Date(Date.now() + 3_600_000).toISOString(), '2026-05-01T12:00:00']) {
      expect(firstMessage(at.safeParse(v)), v).toBe('Data inválida.');
    }
  });
});

/**
 * Server-owned fields of the profile payload: accepted so that a client may send the user back,
 * never read (docs/accounts.md, "Profile"), so any text passes.
 */
const IGNORED = new Set(['updateUser:body.LastAccessOn', 'updateUser:body.ActivatedOn', 'updateUser:body.Created']);
const DATE_NAME = /([Dd]ate|[Dd]ay|[Bb]irthday)$|[a-z](On|At)$|^Created$/;

type Node = z.core.$ZodType;
/** Every string-typed field of a request schema whose name says it holds a date, with its own schema. */
function dateFields(schema: Node, path: string, out: Array<[string, Node]>, seen = new Set<Node>()) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, any>;
  const leafName = path.split('.').pop() ?? '';
  const isString = (s: Node): boolean => {
    const d = s._zod.def as unknown as Record<string, any>;
    if (d['type'] === 'string') return true;
    if (['optional', 'nullable', 'default', 'prefault'].includes(d['type'])) return isString(d['innerType']);
    if (d['type'] === 'pipe') return isString(d['in']);
    return false;
  };
  if (isString(schema) && DATE_NAME.test(leafName)) {
    out.push([path, schema]);
    return;
  }
  switch (def['type']) {
    case 'object':
      for (const [k, v] of Object.entries(def['shape'] as Record<string, Node>)) dateFields(v, `${path}.${k}`, out, seen);
      break;
    case 'array':
      dateFields(def['element'], `${path}[]`, out, seen);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      dateFields(def['innerType'], path, out, seen);
      break;
    case 'pipe':
      dateFields(def['in'], path, out, seen);
      break;
    case 'union':
      for (const o of def['options'] as Node[]) dateFields(o, path, out, seen);
      break;
  }
}

describe('every date a request carries has a range', () => {
  const modules = import.meta.glob('../*/index.ts', { eager: true }) as Record<string, Record<string, unknown>>;
  const fields: Array<[string, Node]> = [];
  for (const mod of Object.values(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      const e = value as Partial<Endpoint>;
      if (!e || typeof e !== 'object' || typeof e.path !== 'string' || !e.response) continue;
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = e[part];
        if (schema) dateFields(schema as unknown as Node, `${name}:${part}`, fields);
      }
    }
  }

  it('finds the date fields of the contract', () => {
    const names = fields.map(([path]) => path);
    expect(names).toEqual(
      expect.arrayContaining([
        'updateUserNotification:body.ViewedDate',
        'getBonusStatement:body.Filters.StartDate',
        'validateBirthday:query.birthday',
        'registerUser:body.Birthday',
        'updateUser:body.Birthday',
        'adminExportPaidWithdrawals:query.Date',
      ]),
    );
  });

  it('refuses year 0, year 9999 and expanded years in each of them', () => {
    for (const [path, schema] of fields) {
      if (IGNORED.has(path)) continue;
      for (const v of PROBES) expect((schema as z.ZodType).safeParse(v).success, `${path} ${v}`).toBe(false);
    }
  });
});
