import { z } from 'zod';
// With the package's `sideEffects` list, a bundle keeps the locale only where it is imported:
// the schema building blocks import it, so any screen with a schema has pt-BR messages.
import './zod-locale';
import { messages } from './messages';

// C0 controls and DEL. PostgreSQL refuses U+0000 in text, and no member types a control
// character on purpose: one shared check keeps them out of every request (docs/api-wire.md).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
// Multi-line fields keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

type TextParams = Parameters<typeof z.string>[0];

/**
 * A single-line request string: refuses U+0000–U+001F and U+007F with a pt-BR message.
 * It is a plain `z.string`, so `.trim().min().max()` chain after it. Use it for every string of
 * a request body, query or path; responses keep `z.string()`.
 */
export const text = (params?: TextParams) => z.string(params).refine((v) => !CONTROL.test(v), { error: messages.textInvalidCharacters, abort: true });

/** A multi-line request string (notes, reasons): like `text()` but allows \t, \n and \r. */
export const multilineText = (params?: TextParams) =>
  z.string(params).refine((v) => !CONTROL_BUT_LINE_BREAKS.test(v), { error: messages.textInvalidCharacters, abort: true });
