import { z } from 'zod';

/**
 * A contract number field as a form holds it: '' until something is typed. The contract's own
 * rules read '' as missing and name the field as required, so the form only widens the type.
 */
export const formNumber = <T extends z.ZodType>(field: T) => z.preprocess((v) => v, field) as unknown as z.ZodType<z.output<T>, number | ''>;

/** A select holds text: '' is "none" (null on the wire), anything else an id. */
export const selectedId = (v: string) => (v === '' ? null : Number(v));
