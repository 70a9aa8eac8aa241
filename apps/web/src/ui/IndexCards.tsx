import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { hasPermission, type PermissionId } from '@clube/contract';

export interface IndexCard {
  label: string;
  description: string;
  to: string;
  /** The permission of the card's route: the card is hidden from whom lacks it. */
  permission: PermissionId;
  icon: ReactNode;
}

/** The link cards of a section's index page (/marketplace, /network), each shown only with its route's permission. */
export function IndexCards({ cards, rolesIds }: { cards: readonly IndexCard[]; rolesIds: readonly number[] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {cards
        .filter((c) => hasPermission(rolesIds, c.permission))
        .map((c) => (
          <UnstyledButton key={c.to} component={Link} to={c.to} aria-label={c.label}>
            <Paper withBorder p="lg" radius="md" h="100%" style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
              <ThemeIcon size={44} radius="md" variant="light">
                {c.icon}
              </ThemeIcon>
              <div>
                <Text fw={600} size="lg">
                  {c.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {c.description}
                </Text>
              </div>
            </Paper>
          </UnstyledButton>
        ))}
    </SimpleGrid>
  );
}
