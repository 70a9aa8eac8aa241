import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import type { OutboxEmailSummary } from '@clube/contract/admin';
import { DataTable } from '../../../ui/DataTable';
import { ConsolePage } from '../components/ConsolePage';
import { useUrlFilters } from '../lib/useUrlFilters';
import { outboxQueryOptions, outboxRequest } from '../api/outboxQueryOptions';
import { OutboxEmailModal } from '../components/OutboxEmailModal';
import { outboxColumns } from '../components/outboxColumns';
import { TextFilter } from '../components/TextFilter';
import { OUTBOX_FILTER_KEYS } from '../lib/operationsFilters';

/**
 * /configurations/outbox (Support): the e-mails the office kept instead of sending (no SMTP),
 * newest first, filtered by address and subject; 'Ver' opens one with its link secrets masked
 * (docs/admin.md#outbox).
 */
export default function OutboxPage() {
  const { filters, page, setFilters, setPage } = useUrlFilters(OUTBOX_FILTER_KEYS);
  const list = useQuery(outboxQueryOptions(outboxRequest(filters.to, filters.subject, page)));
  const [shown, setShown] = useState<OutboxEmailSummary | undefined>(undefined);
  return (
    <ConsolePage title="E-mails">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Caixa de saída: sem servidor SMTP configurado, os e-mails do clube ficam aqui e não saem do servidor.
        </Text>
        <Group align="flex-end" gap="sm">
          <TextFilter label="Destinatário" placeholder="Parte do e-mail" value={filters.to} onChange={(to) => setFilters({ to })} />
          <TextFilter label="Assunto" placeholder="Parte do assunto" value={filters.subject} onChange={(subject) => setFilters({ subject })} w={260} />
          <Button variant="default" onClick={() => setFilters({ to: '', subject: '' })}>
            {messages.clearFilters}
          </Button>
        </Group>
        <DataTable
          columns={outboxColumns(setShown)}
          rows={list.data?.rows}
          rowKey={(e) => e.Id}
          minWidth={720}
          loading={list.isPending}
          pagination={list.data?.pagination}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <OutboxEmailModal email={shown} onClose={() => setShown(undefined)} />
    </ConsolePage>
  );
}
