import { Badge, Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { receiptLines, receiptMessages, type Receipt } from '@clube/contract/receipts';
import { formatBRL, formatDateTime } from '../../../lib/format';

const formats = { money: formatBRL, dateTime: (iso: string) => formatDateTime(iso) };

/** The receipt as a bank's app shows it: title, total, the lines the PDF has too, the authentication code. */
export function ReceiptCard({ receipt: r }: { receipt: Receipt }) {
  const L = receiptMessages.labels;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={r.Title} role="region">
      <Stack gap="xs" align="center" ta="center">
        <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
        <Text fw={700} size="lg">
          {r.Title}
        </Text>
        <Text size="sm" c="dimmed">
          {r.Kind === 'invoice' ? L.totalPaid : L.total}
        </Text>
        <Text fw={800} fz={28} data-testid="receipt-total">
          {formatBRL(r.Total)}
        </Text>
        <Badge color={r.StatusColor} variant="light">
          {r.StatusFormatted}
        </Badge>
      </Stack>
      <Divider my="md" />
      <Stack gap="sm" component="dl" m={0}>
        {receiptLines(r, formats).map((line) => (
          <Box key={line.label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase">
              {line.label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {line.value}
            </Text>
          </Box>
        ))}
      </Stack>
      <Divider my="md" />
      <Group justify="space-between" wrap="wrap" gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" id="receipt-code-label">
          {L.authentication}
        </Text>
        <Text ff="monospace" fw={700} aria-labelledby="receipt-code-label" data-testid="receipt-code" style={{ overflowWrap: 'anywhere' }}>
          {r.AuthenticationCode}
        </Text>
      </Group>
    </Paper>
  );
}
