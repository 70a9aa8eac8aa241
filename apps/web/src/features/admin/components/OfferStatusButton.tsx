import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { OfferStatus } from '@clube/contract';
import { toastSuccess } from '../../../lib/notify';

export interface OfferStatusButtonProps {
  /** What the record is called in the confirmation: 'o plano Ouro'. */
  what: string;
  status: number;
  /** What deactivating means for those who have it, said in the confirmation. */
  consequence: string;
  onChange: (active: boolean) => Promise<{ Message: string | null }>;
  loading?: boolean;
}

/** 'Inativar' or 'Reativar' a record of the catalog, after a confirmation that says what it means. */
export function OfferStatusButton({ what, status, consequence, onChange, loading }: OfferStatusButtonProps) {
  const active = status === OfferStatus.Ativo;
  const label = active ? 'Inativar' : 'Reativar';
  const ask = () =>
    modals.openConfirmModal({
      title: `${label} ${what}?`,
      centered: true,
      children: <Text size="sm">{active ? consequence : 'Volta a valer a partir de agora.'}</Text>,
      labels: { confirm: label, cancel: 'Fechar' },
      confirmProps: { color: active ? 'red' : 'green' },
      onConfirm: async () => {
        try {
          const res = await onChange(!active);
          toastSuccess(res.Message ?? label);
        } catch {
          // The failed call already showed its error toast (app/query-client.ts).
        }
      },
    });
  return (
    <Button size="compact-xs" variant="light" color={active ? 'red' : 'green'} onClick={ask} loading={loading} aria-label={`${label} ${what}`}>
      {label}
    </Button>
  );
}
