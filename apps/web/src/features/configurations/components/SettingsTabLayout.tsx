import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { AuditTimeline } from '../../admin';

/** One tab of the settings: its form, then the history of the records it writes (docs/admin.md#audit). */
export function SettingsTabLayout({ targets, children }: { targets: readonly string[]; children: ReactNode }) {
  return (
    <Stack gap="lg" pt="md">
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
      {targets.map((target) => (
        <AuditTimeline key={target} target={target} title={targets.length > 1 ? `Histórico: ${target}` : 'Histórico'} />
      ))}
    </Stack>
  );
}
