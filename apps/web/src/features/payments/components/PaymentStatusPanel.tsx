import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, PaymentStatus } from '@clube/contract';
import { copyText } from '../../../lib/clipboard';
import { toastSuccess } from '../../../lib/notify';

export interface PaymentResult {
  Status: number;
  StatusDetail: string;
  ExternalResourceUrl?: string | null;
  DigitableLine?: string | null;
}

const looks: Record<number, { color: string; title: string }> = {
  [PaymentStatus.Approved]: { color: 'green', title: messages.paymentApproved },
  [PaymentStatus.Processing]: { color: 'yellow', title: messages.paymentProcessing },
  [PaymentStatus.Rejected]: { color: 'red', title: messages.paymentRejected },
};

/** The result: a coloured bar and the status detail; a rejection reads 'Pagamento Recusado'; a boleto links its slip. */
export function PaymentStatusPanel({ result, boleto, children }: { result: PaymentResult; boleto?: boolean; children?: React.ReactNode }) {
  const look = looks[result.Status] ?? looks[PaymentStatus.Processing]!;
  return (
    <Paper withBorder role="status" aria-label={look.title} style={{ overflow: 'hidden' }}>
      <Box h={8} bg={`${look.color}.6`} data-testid="payment-status-bar" data-color={look.color} />
      <Stack p="md" gap="xs">
        <Text fw={700} size="lg" c={`${look.color}.8`}>
          {look.title}
        </Text>
        <Text>{result.StatusDetail}</Text>
        {boleto && result.ExternalResourceUrl && (
          <>
            {result.DigitableLine && <DigitableLine line={result.DigitableLine} />}
            <Anchor href={result.ExternalResourceUrl} target="_blank" rel="noopener noreferrer">
              {messages.openBoleto}
            </Anchor>
            <Text size="sm" c="dimmed">
              {messages.boletoApprovalTime}
            </Text>
          </>
        )}
        {result.Status === PaymentStatus.Approved && (
          <Group>
            <Button component={Link} to="/financial/invoices" variant="light">
              Ver faturas
            </Button>
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The boleto's digitable line: it wraps inside the card on a phone (47 digits do not fit 390px)
 * and has a copy button, as bank apps paste it (docs/phone.md#boleto-line).
 */
function DigitableLine({ line }: { line: string }) {
  const copy = async () => {
    if (await copyText(line)) toastSuccess(messages.copied);
  };
  return (
    <Group gap="xs" align="center">
      <Text ff="monospace" size="sm" aria-label="Linha digitável" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 16rem' }}>
        {line}
      </Text>
      <Button variant="light" size="xs" leftSection={<IconCopy size={14} />} onClick={() => void copy()}>
        Copiar linha digitável
      </Button>
    </Group>
  );
}
