import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { verificationProblemLabels, type LedgerVerification, type VerificationProblem } from '@clube/contract/admin';
import { formatDateTime } from '../../../lib/format';
import { ledgerVerificationQueryOptions } from '../api/jobsQueryOptions';

const n = (v: number) => v.toLocaleString('pt-BR');

function Problems({ title, problems, total }: { title: string; problems: VerificationProblem[]; total: number }) {
  if (total === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}: {n(total)} problema(s){total > problems.length ? ` (mostrando os primeiros ${n(problems.length)})` : ''}
      </Text>
      <Table striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Problema</Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>Detalhe</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((p) => (
            <Table.Tr key={`${p.Kind}:${p.Id}`}>
              <Table.Td>{verificationProblemLabels[p.Kind] ?? p.Kind}</Table.Td>
              <Table.Td>{p.Id}</Table.Td>
              <Table.Td>{p.Detail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Result({ r }: { r: LedgerVerification }) {
  const clean = r.Ledger.Clean && r.Stock.Clean;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge color={clean ? 'green' : 'red'} size="lg" variant="light">
          {clean ? 'Nenhum problema encontrado' : 'Problemas encontrados'}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(r.CheckedOn)} · {n(r.DurationMs)} ms
        </Text>
      </Group>
      <Text size="sm">
        Livro-razão: {r.Ledger.Clean ? 'íntegro' : 'com problemas'} — {n(r.Ledger.Transactions)} transações, {n(r.Ledger.Entries)} lançamentos e{' '}
        {n(r.Ledger.Accounts)} contas verificados.
      </Text>
      <Text size="sm">
        Estoques: {r.Stock.Clean ? 'íntegros' : 'com problemas'} — {n(r.Stock.Stocks)} estoques e {n(r.Stock.Movements)} movimentações verificados.
      </Text>
      <Problems title="Livro-razão" problems={r.Ledger.Problems} total={r.Ledger.ProblemsTotal} />
      <Problems title="Estoques" problems={r.Stock.Problems} total={r.Stock.ProblemsTotal} />
    </Stack>
  );
}

/**
 * 'Verificação do livro-razão': runs the verifiers on demand (read-only) and shows what they read
 * and found (docs/admin.md#ledger-verification).
 */
export function LedgerVerificationPanel() {
  const check = useQuery(ledgerVerificationQueryOptions());
  return (
    <Paper withBorder p="md" radius="md" aria-label="Verificação do livro-razão">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Verificação do livro-razão</Title>
        <Button onClick={() => void check.refetch()} loading={check.isFetching}>
          Verificar agora
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Confere que os lançamentos de cada transação somam zero, que o saldo de cada conta é a soma dos seus lançamentos, que nenhum sócio tem saldo negativo e
        que cada estoque é a soma das suas movimentações. Apenas leitura.
      </Text>
      {check.data && <Result r={check.data} />}
    </Paper>
  );
}
