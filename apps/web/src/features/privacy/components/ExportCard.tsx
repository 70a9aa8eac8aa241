import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import type { DataExportView } from '@clube/contract/privacy';
import { ApiError } from '../../../lib/api';
import { formatDateTimeMinutes } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/files';
import { fetchDataExportZip } from '../api/dataExportZip';
import { useRequestDataExport } from '../api/useRequestDataExport';

/** 'Em preparação', 'Pronto — disponível até dd/mm/aaaa hh:mm', 'Expirado' (docs/privacy.md#export). */
function stateText(e: DataExportView): { text: string; color: string } {
  if (e.State === 'preparing') return { text: messages.privacyExportPreparing, color: 'blue' };
  if (e.State === 'ready') return { text: messages.privacyExportReady(formatDateTimeMinutes(e.ExpiresOn)), color: 'green' };
  if (e.State === 'expired') return { text: messages.privacyExportExpired, color: 'gray' };
  return { text: messages.privacyExportFailed, color: 'red' };
}

export function ExportCard({ latest }: { latest: DataExportView | null }) {
  const request = useRequestDataExport();
  const [downloading, setDownloading] = useState(false);
  const state = latest ? stateText(latest) : null;

  const download = async (id: number) => {
    setDownloading(true);
    try {
      saveFile(await fetchDataExportZip(id));
    } catch (err) {
      toastError(err instanceof ApiError ? err.message : undefined);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="privacy-export">
      <Title order={4}>{messages.privacyExportTitle}</Title>
      <Text size="sm" c="dimmed">
        {messages.privacyExportIntro}
      </Text>
      {latest && state && (
        <Group gap="xs">
          <Badge color={state.color} variant="light" data-testid="privacy-export-state">
            {state.text}
          </Badge>
        </Group>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          loading={request.isPending}
          disabled={latest?.State === 'preparing'}
          onClick={() => request.mutate(undefined, { onSuccess: (res) => toastSuccess(res.Message ?? messages.privacyExportRequested) })}
        >
          {messages.privacyExportTitle}
        </Button>
        {latest?.State === 'ready' && (
          <Button loading={downloading} onClick={() => void download(latest.Id)}>
            {messages.privacyExportDownload}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
