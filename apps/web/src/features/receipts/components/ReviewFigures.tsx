import { Group, Paper, Stack, Text } from '@mantine/core';
import { receiptMessages } from '@clube/contract/receipts';
import type { ReviewLine } from '../lib/review';

/**
 * The review before money moves: what leaves, what arrives, where, and the balance after, each a
 * label and its value (docs/payments.md#review-before-money-moves).
 */
export function ReviewFigures({ lines, title = receiptMessages.review.title }: { lines: ReviewLine[]; title?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={title}>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Stack gap={6} component="dl" m={0}>
        {lines.map((l) => (
          <Group key={l.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md" data-review-line={l.label}>
            <Text component="dt" size="sm" c="dimmed">
              {l.label}
            </Text>
            <Text
              component="dd"
              m={0}
              size={l.strong ? 'md' : 'sm'}
              fw={l.strong ? 700 : 500}
              ta="right"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {l.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
