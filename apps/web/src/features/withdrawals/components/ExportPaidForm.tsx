import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toastSuccess } from '../../../lib/notify';
import { useExportPaidWithdrawals } from '../api/useExportPaidWithdrawals';
import { todayInSaoPaulo } from '../lib/queueFilters';

/** 'Exportar pagos do dia': the CSV of the withdrawals paid on the chosen club day (today unless changed). */
export function ExportPaidForm() {
  const [day, setDay] = useState(() => todayInSaoPaulo());
  const exporting = useExportPaidWithdrawals();
  return (
    <Group align="flex-end" gap="xs">
      <TextInput type="date" label="Dia dos pagamentos" value={day} max={todayInSaoPaulo()} onChange={(e) => setDay(e.currentTarget.value)} w={170} />
      <Button
        leftSection={<IconDownload size={16} />}
        variant="light"
        disabled={!day}
        loading={exporting.isPending}
        onClick={() => exporting.mutate(day, { onSuccess: (name) => toastSuccess(`Arquivo ${name} gerado.`) })}
      >
        Exportar pagos do dia
      </Button>
    </Group>
  );
}
