import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DisclosurePeriod, type DisclosurePreview } from '@clube/contract/transparency';
import { isoToBrDate } from '../../../lib/format';
import { toastSuccess } from '../../../lib/notify';
import { ConsolePage } from '../../admin';
import { DayField } from '../../bonuses';
import { usePreviewDisclosure } from '../api/usePreviewDisclosure';
import { usePublishDisclosure } from '../api/usePublishDisclosure';
import { DisclosureFiles } from '../components/DisclosureFiles';
import { DisclosureView } from '../components/DisclosureView';

/**
 * /configurations/transparency (Finance): the operator picks a period, previews its income
 * disclosure and publishes exactly what he saw (the preview's hash goes with it), as a frozen
 * edition on /transparencia (docs/transparency.md#publishing). Changing the period drops the preview.
 */
export default function TransparencyConsolePage() {
  const [period, setPeriod] = useState({ StartDate: '', EndDate: '' });
  const [error, setError] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<DisclosurePreview | undefined>(undefined);
  const [publishedId, setPublishedId] = useState<number | undefined>(undefined);
  const previewCall = usePreviewDisclosure();
  const publishCall = usePublishDisclosure();

  const change = (patch: Partial<typeof period>) => {
    setPeriod((p) => ({ ...p, ...patch }));
    setPreview(undefined);
    setPublishedId(undefined);
    setError(undefined);
  };
  const submit = () => {
    const checked = DisclosurePeriod.safeParse(period);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setPublishedId(undefined);
    previewCall.mutate(checked.data, { onSuccess: setPreview });
  };
  const publish = () => {
    if (!preview) return;
    modals.openConfirmModal({
      title: 'Publicar divulgação',
      centered: true,
      children: (
        <Text size="sm">
          Publicar a divulgação de {isoToBrDate(preview.StartDate)} a {isoToBrDate(preview.EndDate)} em /transparencia? Publicada, ela não muda mais.
        </Text>
      ),
      labels: { confirm: 'Publicar', cancel: 'Fechar' },
      onConfirm: () =>
        publishCall.mutate(
          { StartDate: preview.StartDate, EndDate: preview.EndDate, PreviewHash: preview.PreviewHash },
          {
            onSuccess: (res) => {
              setPublishedId(res.Data.Id);
              setPreview(undefined);
              toastSuccess(res.Message ?? '');
            },
          },
        ),
    });
  };

  return (
    <ConsolePage title="Transparência">
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text size="sm">Escolha o período da divulgação de ganhos, confira a prévia e publique-a na página pública /transparencia.</Text>
            <Group align="flex-end">
              <DayField label="Data inicial" value={period.StartDate} onChange={(StartDate) => change({ StartDate })} />
              <DayField label="Data final" value={period.EndDate} onChange={(EndDate) => change({ EndDate })} error={error} />
              <Button onClick={submit} loading={previewCall.isPending}>
                Pré-visualizar
              </Button>
            </Group>
          </Stack>
        </Paper>
        {publishedId !== undefined && (
          <Alert color="green" title={`Divulgação nº ${publishedId} publicada em /transparencia.`}>
            <DisclosureFiles id={publishedId} />
          </Alert>
        )}
        {preview && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Group justify="space-between">
                <Text fw={700}>Prévia</Text>
                <Button onClick={publish} loading={publishCall.isPending} color="green">
                  Publicar
                </Button>
              </Group>
              <DisclosureView figures={preview} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </ConsolePage>
  );
}
