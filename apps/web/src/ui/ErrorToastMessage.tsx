import { Button, Group, Text } from '@mantine/core';
import { firstScreenMessages } from '@clube/contract';

/** The error toast's text and its confirm button (spec part 1, section 8): the toast stays until confirmed. */
export function ErrorToastMessage({ message, onConfirm }: { message: string; onConfirm: () => void }) {
  return (
    <>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="xs">
        <Button size="compact-sm" color="red" onClick={onConfirm}>
          {firstScreenMessages.errorToastConfirm}
        </Button>
      </Group>
    </>
  );
}
