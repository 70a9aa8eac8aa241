import { Avatar, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { messages } from '@clube/contract';
import type { User } from '@clube/contract/entities';

/** Username, name, 'Sócio do Club' and the rank image when there is one. */
export function ProfileHeader({ user }: { user: User }) {
  const rankImage = user.CareerPlanRank?.CareerPlanRankImage?.StoredFile.FullUrl;
  return (
    <Group gap="md" wrap="nowrap">
      {rankImage ? (
        <Image src={rankImage} alt={user.CareerPlanRank?.Name ?? 'Rank'} w={64} h={64} fit="contain" />
      ) : (
        <Avatar size={64} radius="xl" color="indigo" alt={user.Name}>
          {user.Name.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <Stack gap={2}>
        <Title order={2} size="h3">
          {user.Name}
        </Title>
        <Group gap="xs">
          <Text c="dimmed">@{user.Username}</Text>
          <Badge variant="light" color="indigo">
            {messages.clubMember}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}
