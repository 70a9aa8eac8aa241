import { Alert, Button, Group, Text } from '@mantine/core';
import type { PaymentResponse } from '@clube/contract/payments';
import { useSandboxDecision } from '../api/useSandboxDecision';

/** Offline gateway only: nobody pays a simulated Pix or boleto, so the payer's side is played here. */
export function SandboxActions({ paymentId, onResult }: { paymentId: string; onResult: (r: PaymentResponse) => void }) {
  const decide = useSandboxDecision();
  const run = (outcome: 'approve' | 'reject') => decide.mutate({ paymentId, outcome }, { onSuccess: onResult });
  return (
    <Alert color="gray" title="Ambiente de simulação" mt="sm">
      <Text size="sm" mb="xs">
        O gateway offline não recebe pagamentos de verdade. Simule a resposta do pagador:
      </Text>
      <Group>
        <Button
          size="xs"
          color="green"
          loading={decide.isPending && decide.variables?.outcome === 'approve'}
          disabled={decide.isPending}
          onClick={() => run('approve')}
        >
          Simular pagamento aprovado
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={decide.isPending && decide.variables?.outcome === 'reject'}
          disabled={decide.isPending}
          onClick={() => run('reject')}
        >
          Simular pagamento recusado
        </Button>
      </Group>
    </Alert>
  );
}
