import { Text } from '@mantine/core';

/** A list's person cell: the name, and the username below it, dimmed. */
export function NameUsernameCell({ name, username }: { name: string; username: string }) {
  return (
    <>
      <Text size="sm">{name}</Text>
      <Text size="xs" c="dimmed">
        {username}
      </Text>
    </>
  );
}
