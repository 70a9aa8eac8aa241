import { Badge } from '@mantine/core';

// A long status ('DISPONÍVEL B2B E B2C', 'PRECISA DE ALTERAÇÃO') wraps instead of being cut with
// an ellipsis, in a narrow table column or on a phone's card (docs/phone.md#status-badges).
const wrapping = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3, textAlign: 'center' },
} as const;

/** A status in its colour (StatusFormatted / StatusColor of the API). */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge color={color} variant="light" styles={wrapping}>
      {label}
    </Badge>
  );
}
