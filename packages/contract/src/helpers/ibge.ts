import { z } from 'zod';

/** IBGE shapes as the helpers answer them. */
export const IbgeState = z.object({ Sigla: z.string(), Nome: z.string() });
export type IbgeState = z.infer<typeof IbgeState>;

export const IbgeCity = z.object({
  /** The municipality's 7-digit IBGE code. */
  Codigo_IBGE: z.string(),
  Nome: z.string(),
});
export type IbgeCity = z.infer<typeof IbgeCity>;
