import { z } from 'zod';
import { UnilevelLevels, UnilevelName, type Unilevel } from '@clube/contract/configurations';

/** The form's levels: one row per level (a field array needs objects), '' while empty. */
export interface UnilevelFormValues {
  Name: string;
  Levels: Array<{ Percent: number | '' }>;
}

/**
 * The contract's rules (1 to 10 levels, each 0–100 with two decimals, at most 100% together): a
 * level's message on its row, the sum's on the list.
 */
export const unilevelFormSchema = z.object({
  Name: UnilevelName,
  Levels: z.array(z.object({ Percent: z.union([z.number(), z.literal('')]) })).superRefine((levels, ctx) => {
    const r = UnilevelLevels.safeParse(levels.map((l) => (l.Percent === '' ? Number.NaN : l.Percent)));
    if (r.success) return;
    for (const issue of r.error.issues) {
      const row = issue.path[0];
      ctx.addIssue({ code: 'custom', message: issue.message, path: typeof row === 'number' ? [row, 'Percent'] : [] });
    }
  }),
});

/** The percentages as the contract takes them (the schema let only numbers through). */
export const levelsOf = (v: UnilevelFormValues) => v.Levels.map((l) => Number(l.Percent));

export const unilevelValuesOf = (u?: Unilevel): UnilevelFormValues => ({
  Name: u?.Name ?? '',
  Levels: u ? u.Levels.map((Percent) => ({ Percent })) : [{ Percent: '' }],
});

/** '10% · 5% · 2,5%' */
export const levelsText = (levels: readonly number[]) => levels.map((p) => `${String(p).replace('.', ',')}%`).join(' · ');
