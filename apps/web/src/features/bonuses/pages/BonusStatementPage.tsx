import { Alert, Box, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { CommissionLineStatus } from '@clube/contract/bonuses';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { bonusStatementQueryOptions } from '../api/bonusStatementQueryOptions';
import { StatementFilters } from '../components/StatementFilters';
import { StatementTotals } from '../components/StatementTotals';
import { statementColumns } from '../components/statementColumns';
import { toStatementRequest, useStatementFilters } from '../lib/useStatementFilters';

/**
 * /financial/bonus-statement, 'Extrato de Bônus': where every real of the member's bonuses comes
 * from, line by line, filtered by period and category, with the filter's totals
 * (docs/bonuses.md#bonus-statement).
 */
export default function BonusStatementPage() {
  const { filters, page, periodInvalid, setFilters, setPage } = useStatementFilters();
  const statement = useQuery(bonusStatementQueryOptions(toStatementRequest(filters, page), !periodInvalid));
  const totals = periodInvalid ? undefined : statement.data?.Totals;
  const anySimulated = !!totals?.SimulatedTotal || !!statement.data?.Lines.some((l) => l.Status === CommissionLineStatus.Simulado);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.bonusStatementTitle} backTo="/financial" />
      <Stack gap="md">
        <StatementTotals credited={totals?.CreditedTotal} held={totals?.HeldTotal} simulated={totals?.SimulatedTotal} />
        {!periodInvalid && anySimulated && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle />}>
            {messages.bonusStatementSimulatedHint}
          </Alert>
        )}
        <StatementFilters value={filters} onChange={setFilters} periodInvalid={periodInvalid} />
        <DataTable
          columns={statementColumns}
          rows={periodInvalid ? [] : statement.data?.Lines}
          rowKey={(l) => l.Id}
          minWidth={980}
          loading={!periodInvalid && statement.isPending}
          pagination={statement.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
