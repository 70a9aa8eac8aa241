import type { ReactNode } from 'react';
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The page title bar: a back arrow to a given URL, the title and an optional action button. On a
 * narrow screen the action goes under the title instead of pushing the page sideways
 * (docs/phone.md#nothing-scrolls-sideways).
 */
export function PageTitleBar({ title, backTo, action }: { title: string; backTo?: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label="Voltar">
            <IconArrowLeft />
          </ActionIcon>
        )}
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      {action}
    </Group>
  );
}
