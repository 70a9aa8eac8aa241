import { z } from 'zod';
// With the package's `sideEffects` list, a bundle keeps the locale only where it is imported:
// the schema building blocks import it, so any screen with a schema has pt-BR messages.
import './zod-locale';

/** Pagination as the spec's responses carry it. */
export const PaginationSettingsResponse = z.object({
  Page: z.number().int(),
  TotalPages: z.number().int(),
  TotalRows: z.number().int(),
  AllPages: z.array(z.number().int()),
});
export type PaginationSettingsResponse = z.infer<typeof PaginationSettingsResponse>;

/** The generic result of every call: IsSuccess, Message, Data, PaginationSettings. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    IsSuccess: z.boolean(),
    Message: z.string().nullable(),
    Data: data,
    PaginationSettings: PaginationSettingsResponse.nullable().optional(),
  });
}

export const EmptyEnvelope = envelope(z.null());

/** Failure answer: `errors` holds field -> messages; the web toasts the first one. */
export const ErrorEnvelope = z.object({
  IsSuccess: z.literal(false),
  Message: z.string(),
  Data: z.null(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
