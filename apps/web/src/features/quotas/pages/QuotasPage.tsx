import { useState } from 'react';
import { Box, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { QuotaFilterType, type QuotaFilter } from '@clube/contract/quotas';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { quotasQueryOptions } from '../api/quotasQueryOptions';
import { QuotasFilterBar } from '../components/QuotasFilterBar';
import { quotaColumns } from '../components/quotaColumns';

const FILTER_DEBOUNCE_MS = 500;
const DEFAULT_KIND = String(QuotaFilterType.FundName);
const MAX_INT = 2_147_483_647;

/** The filter to send: none while the text is empty; numeric kinds need a whole number. */
function toFilter(kind: string, text: string): { filter?: QuotaFilter; error?: string } {
  const value = text.trim();
  if (!value) return {};
  const type = Number(kind) as QuotaFilter['Type'];
  if (type !== QuotaFilterType.FundName && !(/^\d{1,10}$/.test(value) && Number(value) <= MAX_INT)) return { error: messages.quotaFilterNumber };
  return { filter: { Type: type, Value: value } };
}

/** /financial/quotas: the member's investment fund quotas, filtered by fund id, name or count. */
export default function QuotasPage() {
  const [kind, setKind] = useState(DEFAULT_KIND);
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedText] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const { filter, error } = toFilter(kind, debouncedText);
  const list = useQuery(quotasQueryOptions(page, filter));

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.financial} backTo="/financial" />
      <Stack gap="md">
        <QuotasFilterBar
          kind={kind}
          text={text}
          error={error}
          onKind={(k) => {
            setKind(k);
            setPage(1);
          }}
          onText={(t) => {
            setText(t);
            setPage(1);
          }}
          onClear={() => {
            setKind(DEFAULT_KIND);
            setText('');
            setPage(1);
          }}
        />
        <DataTable
          columns={quotaColumns}
          rows={list.data?.quotas}
          rowKey={(q) => q.Id}
          minWidth={400}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
