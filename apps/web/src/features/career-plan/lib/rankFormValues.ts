import { z } from 'zod';
import { messages } from '@clube/contract';
import { CreateRankRequest, MAX_RANK_PRIZES, PrizeType, RankPrizeInput, type AdminRank, type AdminRankPrize } from '@clube/contract/career-plan';
import { formNumber } from '../../admin';

/** One prize row of the form: selects hold text, empty numbers ''. */
export interface PrizeFormValues {
  Type: string;
  Amount: number | '';
  Quotas: number | '';
  FundId: string;
  Description: string;
}

export const prizeTypeOptions = [
  { value: String(PrizeType.Money), label: 'Dinheiro' },
  { value: String(PrizeType.FundQuotas), label: 'Cotas de fundo' },
  { value: String(PrizeType.Description), label: 'Descrição livre' },
];

export const emptyPrize: PrizeFormValues = { Type: String(PrizeType.Money), Amount: '', Quotas: '', FundId: '', Description: '' };

/** The row as the contract takes it: its type and that type's own fields. */
export function toPrizeInput(p: PrizeFormValues): z.input<typeof RankPrizeInput> {
  const Type = Number(p.Type) as PrizeType;
  const blank = (v: number | '') => (v === '' ? undefined : v);
  if (Type === PrizeType.Money) return { Type, Amount: blank(p.Amount) };
  if (Type === PrizeType.FundQuotas) return { Type, Quotas: blank(p.Quotas), FundId: p.FundId === '' ? undefined : Number(p.FundId) };
  return { Type, Description: p.Description };
}

/** Each row checked by the contract's prize rules, its messages on the row's fields. */
const prizeSchema = z
  .object({
    Type: z.string(),
    Amount: z.union([z.number(), z.literal('')]),
    Quotas: z.union([z.number(), z.literal('')]),
    FundId: z.string(),
    Description: z.string(),
  })
  .superRefine((p, ctx) => {
    const r = RankPrizeInput.safeParse(toPrizeInput(p));
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

const shape = CreateRankRequest.shape;
export const rankFormSchema = CreateRankRequest.extend({
  Position: formNumber(shape.Position),
  ActiveDirects: formNumber(shape.ActiveDirects),
  ActiveNetwork: formNumber(shape.ActiveNetwork),
  GroupVolume: formNumber(shape.GroupVolume),
  Prizes: z.array(prizeSchema).max(MAX_RANK_PRIZES, messages.rankPrizesMax),
});
export type RankFormValues = z.input<typeof rankFormSchema>;

const prizeValuesOf = (p: AdminRankPrize): PrizeFormValues => ({
  Type: String(p.Type),
  Amount: p.Amount ?? '',
  Quotas: p.Quotas ?? '',
  FundId: p.FundId === null ? '' : String(p.FundId),
  Description: p.Description ?? '',
});

export const rankValuesOf = (r?: AdminRank): RankFormValues => ({
  Name: r?.Name ?? '',
  Color: r?.Color ?? '#888888',
  Position: r?.Position ?? '',
  ActiveDirects: r?.ActiveDirects ?? 0,
  ActiveNetwork: r?.ActiveNetwork ?? 0,
  GroupVolume: r?.GroupVolume ?? 0,
  Prizes: (r?.Prizes ?? []).map(prizeValuesOf),
});
