import { Textarea } from '@mantine/core';

/** The operator's request for changes (OfficeStatus 3), shown read-only on the edit screen. */
export function NeedsChangeNotice({ message }: { message: string | null }) {
  return (
    <Textarea
      label="Alterações solicitadas pelo administrador"
      value={message ?? ''}
      readOnly
      rows={3}
      styles={{ input: { borderColor: 'var(--mantine-color-orange-6)' } }}
    />
  );
}
