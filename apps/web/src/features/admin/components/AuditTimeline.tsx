import { Code, Paper, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { auditTimelineQueryOptions } from '../api/auditTimelineQueryOptions';

const shown = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v, null, 1));

/** A record's history in the console: every audited action on it, who, when, from where and why. */
export function AuditTimeline({ target, title = 'Histórico' }: { target: string; title?: string }) {
  const timeline = useQuery(auditTimelineQueryOptions(target));
  return (
    <Paper withBorder p="md" radius="md" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {timeline.isPending ? (
        <LoadingRing />
      ) : !timeline.data?.length ? (
        <EmptyState />
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {timeline.data.map((row) => (
            <Timeline.Item key={row.Id} title={row.Action}>
              <Text size="xs" c="dimmed">
                {formatDateTime(row.CreatedOn)} · {row.ActorUsername ?? 'sistema'}
                {row.Ip ? ` · ${row.Ip}` : ''}
              </Text>
              {row.Reason && <Text size="sm">Motivo: {row.Reason}</Text>}
              {shown(row.Before) && (
                <Text size="xs">
                  Antes: <Code>{shown(row.Before)}</Code>
                </Text>
              )}
              {shown(row.After) && (
                <Text size="xs">
                  Depois: <Code>{shown(row.After)}</Code>
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
