import type { ReactNode } from 'react';
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The page title bar: a back arrow to a given URL, the title and an optional action button. */
export function PageTitleBar({ title, backTo, action }: { title: string; backTo?: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" mb="lg" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {backTo && (
          <ActionIcon component={Link} to={backTo} variant="subtle" size="lg" aria-label="Voltar">
            <IconArrowLeft />
          </ActionIcon>
        )}
        <Title order={2}>{title}</Title>
      </Group>
      {action}
    </Group>
  );
}
