import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { messages } from '@clube/contract';
import type { JobSummary } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import { toastError, toastSuccess } from '../../../lib/notify';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useRunJobNow } from '../api/useRunJobNow';
import { countsText } from '../lib/jobCounts';

/** A job's card: schedule, last run with its counts, last success, last failure with its error, and 'Executar agora'. */
export function JobCard({ job }: { job: JobSummary }) {
  const run = useRunJobNow();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Executar agora: ${job.Label}`,
      centered: true,
      children: (
        <Text size="sm">
          A rotina roda agora, como na execução agendada, e a execução fica registrada. Se ela já estiver rodando em outra instância, esta execução é ignorada.
        </Text>
      ),
      labels: { confirm: 'Executar', cancel: messages.closeButton },
      onConfirm: () =>
        run.mutate(job.Job, {
          onSuccess: (res) => {
            const message = res.Message ?? '';
            if (res.Data.Status === 'succeeded') toastSuccess(message);
            else if (res.Data.Status === 'skipped') notifications.show({ color: 'yellow', message, position: 'bottom-right', autoClose: 5000 });
            else toastError(`${message} ${res.Data.Error ?? ''}`.trim());
          },
        }),
    });
  const last = job.LastRun;
  return (
    <Card withBorder radius="md" p="md" aria-label={job.Label}>
      <Stack gap={6} h="100%">
        <Text fw={600}>{job.Label}</Text>
        <Text size="xs" c="dimmed">
          {job.Job} · diariamente às {job.DailyAt}
        </Text>
        <Text size="sm">Próxima execução: {job.NextRunOn ? formatDateTime(job.NextRunOn) : 'agendamento desligado nesta instância'}</Text>
        {last ? (
          <Group gap="xs">
            <Text size="sm">Última execução: {formatDateTime(last.StartedOn)}</Text>
            <StatusBadge label={last.StatusFormatted} color={last.StatusColor} />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Nenhuma execução registrada.
          </Text>
        )}
        {last?.Counts && <Text size="xs">{countsText(last.Counts)}</Text>}
        {job.LastSuccess && <Text size="sm">Último sucesso: {formatDateTime(job.LastSuccess.StartedOn)}</Text>}
        {job.LastFailure && (
          <Text size="sm" c="red">
            Última falha: {formatDateTime(job.LastFailure.StartedOn)} — {job.LastFailure.Error}
          </Text>
        )}
        <Group mt="auto" pt="xs">
          <Button size="xs" onClick={confirm} loading={run.isPending}>
            Executar agora
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
