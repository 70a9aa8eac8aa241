import { Badge } from '@mantine/core';

/** A status in its colour (StatusFormatted / StatusColor of the API). */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
