import { Button, Group } from '@mantine/core';
import { messages } from '@clube/contract';

/** 'Fechar' and the submit of a catalog form. */
export function FormActions({ onClose, saving, submitLabel }: { onClose: () => void; saving: boolean; submitLabel: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {messages.closeButton}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
