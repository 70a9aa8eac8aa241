import { Button } from '@mantine/core';
import { messages } from '@clube/contract';

/** A settings form's submit: disabled while the form is invalid, spinning while it saves. */
export function SaveButton({ saving, disabled }: { saving: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" mt="lg" loading={saving} disabled={disabled}>
      {messages.saveData}
    </Button>
  );
}
