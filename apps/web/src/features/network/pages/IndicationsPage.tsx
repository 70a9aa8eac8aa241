import { useState } from 'react';
import { Box, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages, UserType } from '@clube/contract';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { indicationsQueryOptions } from '../api/indicationsQueryOptions';
import { indicationColumns } from '../components/networkColumns';

const FILTER_DEBOUNCE_MS = 500;

/** /network/indications: the member's direct partners, 50 a page, searchable by username. */
export default function IndicationsPage() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [username] = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const list = useQuery({ ...indicationsQueryOptions(UserType.User, page, username || undefined), placeholderData: keepPreviousData });

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar title={messages.networkIndications} backTo="/network" />
      <Stack gap="md">
        <TextInput
          label="Buscar por usuário"
          placeholder="Início do usuário"
          value={text}
          maxLength={100}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          maw={320}
        />
        <DataTable
          columns={indicationColumns}
          rows={list.data?.users}
          rowKey={(u) => u.Id}
          minWidth={620}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Box>
  );
}
