import { z } from 'zod';
import { messages, UserStatus, userStatusInfo } from '@clube/contract';
import { reasonText } from '@clube/contract/admin';

/** The 'Alterar situação' form: the status as the select holds it, and the reason (required to block). */
export const StatusFormValues = z
  .object({ Status: z.string(), Reason: reasonText() })
  .refine((v) => v.Status !== String(UserStatus.Bloqueado) || v.Reason.length > 0, { path: ['Reason'], message: messages.memberBlockReasonRequired });
export type StatusFormValues = z.input<typeof StatusFormValues>;

/** What an operator may choose; the server refuses Ativo before the adhesion is paid and Pendente after it. */
export const statusChoices = [UserStatus.Ativo, UserStatus.Inativo, UserStatus.Bloqueado, UserStatus.Pendente].map((s) => ({
  value: String(s),
  label: userStatusInfo[s]!.label,
}));
