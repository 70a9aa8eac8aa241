import type { ReactNode } from 'react';
import { Avatar, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@clube/contract';
import type { NetworkTreeUser } from '@clube/contract/network';
import { StatusBadge } from '../../../ui/StatusBadge';
import { initialsOf } from '../lib/initials';
import { RankName } from './RankName';

/**
 * A member of the tree: avatar, rank image, name, username, rank, status and partners. With
 * `onOpen`, the avatar and the rank image put him on top of the tree (spec: My network).
 */
export function NetworkMemberCard({ user, onOpen, highlight }: { user: NetworkTreeUser; onOpen?: () => void; highlight?: boolean }) {
  const rankImage = user.CareerPlanRank?.CareerPlanRankImage?.StoredFile.FullUrl;
  const open = (content: ReactNode, label: string) =>
    onOpen ? (
      <UnstyledButton onClick={onOpen} aria-label={label}>
        {content}
      </UnstyledButton>
    ) : (
      content
    );
  return (
    <Paper withBorder p="sm" radius="md" bg={highlight ? 'var(--mantine-primary-color-light)' : undefined} data-testid={`network-member-${user.Id}`}>
      <Stack gap={6} align="center">
        <Group gap="xs" justify="center" wrap="nowrap">
          {open(
            <Avatar radius="xl" size="lg" color="initials" name={user.Name}>
              {initialsOf(user.Name)}
            </Avatar>,
            `Ver a rede de ${user.Name}`,
          )}
          {rankImage && open(<Image src={rankImage} alt={user.CareerPlanRank!.Name} w={40} h={40} fit="contain" />, `Ver a rede de ${user.Name} pelo rank`)}
        </Group>
        <Text fw={600} size="sm" ta="center" lineClamp={1}>
          {user.Name}
        </Text>
        <Text size="xs" c="dimmed">
          @{user.Username}
        </Text>
        <RankName rank={user.CareerPlanRank} size="xs" />
        <StatusBadge label={user.StatusFormatted} color={user.StatusColor} />
        <Text size="xs" c="dimmed">
          {messages.networkPartnersTotal}: {user.DirectUsersCount}
        </Text>
      </Stack>
    </Paper>
  );
}
