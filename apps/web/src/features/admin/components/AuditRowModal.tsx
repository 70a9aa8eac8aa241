import { Code, Modal, Stack, Text } from '@mantine/core';
import type { AuditRow } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import { AuditTimeline } from './AuditTimeline';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v, null, 2));

function Field({ label, value }: { label: string; value: unknown }) {
  const text = json(value);
  if (!text) return null;
  return (
    <div>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Code block>{text}</Code>
    </div>
  );
}

/** One audit row whole (before, after, data), then its record's timeline (docs/admin.md#audit). */
export function AuditRowModal({ row, onClose }: { row: AuditRow | undefined; onClose: () => void }) {
  return (
    <Modal opened={!!row} onClose={onClose} title={row ? `${row.Action} · ${row.Target ?? 'sem registro'}` : ''} size="xl" centered>
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            {formatDateTime(row.CreatedOn)} · {row.ActorUsername ?? 'sistema'}
            {row.Ip ? ` · ${row.Ip}` : ''}
          </Text>
          {row.Reason && <Text size="sm">Motivo: {row.Reason}</Text>}
          <Field label="Antes" value={row.Before} />
          <Field label="Depois" value={row.After} />
          <Field label="Dados" value={row.Data} />
          {row.Target && <AuditTimeline target={row.Target} title={`Histórico de ${row.Target}`} />}
        </Stack>
      )}
    </Modal>
  );
}
