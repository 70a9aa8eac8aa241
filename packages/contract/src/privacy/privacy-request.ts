import { z } from 'zod';

/** The rights of LGPD art. 18 a member may ask for (docs/privacy.md#requests). */
export const PrivacyRequestKind = z.enum(['export', 'deletion', 'access', 'correction', 'information', 'revocation']);
export type PrivacyRequestKind = z.infer<typeof PrivacyRequestKind>;

export const privacyRequestKindLabels: Record<PrivacyRequestKind, string> = {
  export: 'Exportação dos dados',
  deletion: 'Exclusão dos dados',
  access: 'Acesso aos dados',
  correction: 'Correção dos dados',
  information: 'Informação sobre compartilhamento',
  revocation: 'Revogação de consentimento',
};

export const PrivacyRequestStatus = z.enum(['open', 'in_progress', 'done', 'refused']);
export type PrivacyRequestStatus = z.infer<typeof PrivacyRequestStatus>;

export const privacyRequestStatusInfo: Record<PrivacyRequestStatus, { label: string; color: string }> = {
  open: { label: 'Aberto', color: 'yellow' },
  in_progress: { label: 'Em andamento', color: 'blue' },
  done: { label: 'Concluído', color: 'green' },
  refused: { label: 'Recusado', color: 'red' },
};

/** The legal deadline to answer a request (LGPD art. 19, II). */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;
/** How long an export's download link lives. */
export const PRIVACY_EXPORT_TTL_HOURS = 24;

/** A request as its member sees it. */
export const PrivacyRequestView = z.object({
  Id: z.number().int(),
  Kind: PrivacyRequestKind,
  KindFormatted: z.string(),
  Status: PrivacyRequestStatus,
  StatusFormatted: z.string(),
  StatusColor: z.string(),
  Detail: z.string().nullable(),
  RefusalReason: z.string().nullable(),
  CreatedOn: z.string(),
  DueOn: z.string(),
  ClosedOn: z.string().nullable(),
});
export type PrivacyRequestView = z.infer<typeof PrivacyRequestView>;
