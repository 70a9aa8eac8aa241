import type { z } from 'zod';

/**
 * A form schema's refinement that runs a contract schema over the request the form would send and
 * reports its issues at the same paths: the form shows the API's own messages, written once in the
 * contract, while its fields keep the texts as typed.
 */
export function contractIssues<V>(schema: z.ZodType, toRequest: (values: V) => unknown, fieldOf: Record<string, string> = {}) {
  return (values: V, ctx: z.RefinementCtx) => {
    const parsed = schema.safeParse(toRequest(values));
    for (const issue of parsed.error?.issues ?? []) {
      const [first, ...rest] = issue.path;
      // `fieldOf` names the form field of a request field spelled otherwise (updateStock's lower-case names).
      const path = typeof first === 'string' && fieldOf[first] ? [fieldOf[first], ...rest] : issue.path;
      ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
  };
}
