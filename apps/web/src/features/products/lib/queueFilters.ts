import { OfficeStatus, officeStatusInfo } from '@clube/contract/products';

/** The queue's filters in the URL (docs/admin.md#console-lists): OfficeStatus (Pendente unless said) and part of the name. */
export const PRODUCT_FILTER_KEYS = ['officeStatus', 'name'] as const;

export const officeStatusOptions = [OfficeStatus.Pendente, OfficeStatus.PrecisaDeAlteracao, OfficeStatus.Aceito, OfficeStatus.Recusado].map((s) => ({
  value: String(s),
  label: officeStatusInfo[s]!.label,
}));

/** The URL's OfficeStatus, Pendente when absent or unknown. */
export function officeStatusOf(param: string): number {
  return officeStatusOptions.some((o) => o.value === param) ? Number(param) : OfficeStatus.Pendente;
}
