import { Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../ui/DataTable';
import { LoadingRing } from '../../../ui/LoadingRing';
import { ConsolePage } from '../components/ConsolePage';
import { useUrlFilters } from '../lib/useUrlFilters';
import { jobRunsQueryOptions, jobRunsRequest, jobsSummaryQueryOptions } from '../api/jobsQueryOptions';
import { JobCard } from '../components/JobCard';
import { jobRunColumns } from '../components/jobRunColumns';
import { LedgerVerificationPanel } from '../components/LedgerVerificationPanel';
import { JOB_RUN_FILTER_KEYS, jobOptions, runStatusOf, runStatusOptions } from '../lib/operationsFilters';

/**
 * /configurations/jobs (Owner): a card per scheduled job with 'Executar agora', the ledger
 * verification, and every run with its status and error (docs/admin.md#jobs).
 */
export default function JobsPage() {
  const summary = useQuery(jobsSummaryQueryOptions());
  const { filters, page, setFilters, setPage } = useUrlFilters(JOB_RUN_FILTER_KEYS);
  const status = runStatusOf(filters.status);
  const runs = useQuery(jobRunsQueryOptions(jobRunsRequest(filters.job, status, page)));
  return (
    <ConsolePage title="Rotinas">
      <Stack gap="lg">
        {summary.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {summary.data.map((job) => (
              <JobCard key={job.Job} job={job} />
            ))}
          </SimpleGrid>
        ) : (
          <LoadingRing />
        )}
        <LedgerVerificationPanel />
        <Stack gap="sm">
          <Title order={4}>Execuções</Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect label="Rotina" data={jobOptions} value={filters.job} onChange={(e) => setFilters({ job: e.currentTarget.value })} w={280} />
            <NativeSelect label="Status" data={runStatusOptions} value={status ?? ''} onChange={(e) => setFilters({ status: e.currentTarget.value })} w={220} />
          </Group>
          <DataTable
            columns={jobRunColumns}
            rows={runs.data?.rows}
            rowKey={(r) => r.Id}
            minWidth={900}
            loading={runs.isPending}
            pagination={runs.data?.pagination}
            page={page}
            onPageChange={setPage}
          />
        </Stack>
      </Stack>
    </ConsolePage>
  );
}
