import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { masks } from '../../../lib/masks';
import { toastSuccess } from '../../../lib/notify';
import { MaskedInput } from '../../../ui/MaskedInput';
import { useExportPaidWithdrawals } from '../api/useExportPaidWithdrawals';
import { todayInSaoPaulo } from '../lib/queueFilters';

/** 'aaaa-mm-dd' as the club writes dates on screen, 'dd/mm/aaaa'. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** 'dd/mm/aaaa' back to the API's 'aaaa-mm-dd', or null while it is not a whole, real day. */
function isoOf(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const day = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso) ? iso : null;
}

/**
 * 'Exportar pagos do dia': the CSV of the withdrawals paid on the chosen club day (today unless
 * changed). The day is typed as dd/mm/aaaa: a native date field would follow the browser's
 * language, not the club's (docs/phone.md#console).
 */
export function ExportPaidForm() {
  const [text, setText] = useState(() => shown(todayInSaoPaulo()));
  const day = isoOf(text);
  const exporting = useExportPaidWithdrawals();
  return (
    <Group align="flex-end" gap="xs">
      <MaskedInput label="Dia dos pagamentos" mask={masks.birthday} placeholder="dd/mm/aaaa" value={text} onChange={setText} w={170} />
      <Button
        leftSection={<IconDownload size={16} />}
        variant="light"
        disabled={!day}
        loading={exporting.isPending}
        onClick={() => day && exporting.mutate(day, { onSuccess: (name) => toastSuccess(`Arquivo ${name} gerado.`) })}
      >
        Exportar pagos do dia
      </Button>
    </Group>
  );
}
