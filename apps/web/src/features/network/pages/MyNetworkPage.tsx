import { useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { messages } from '@clube/contract';
import { NETWORK_CHILDS_CAP, NETWORK_PAGE_SIZE } from '@clube/contract/network';
import { authUserDataQueryOptions } from '../../accounts';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { DataTable } from '../../../ui/DataTable';
import { PageTitleBar } from '../../../ui/PageTitleBar';
import { networkChildsQueryOptions } from '../api/networkChildsQueryOptions';
import { networkLevelQueryOptions } from '../api/networkLevelQueryOptions';
import { networkTreeQueryOptions } from '../api/networkTreeQueryOptions';
import { LevelSelect } from '../components/LevelSelect';
import { networkLevelColumns } from '../components/networkColumns';
import { NetworkTree } from '../components/NetworkTree';

// The tree brings a node's first page of partners; 'Carregar mais' continues at page 2.
const FIRST_EXTRA_PAGE = NETWORK_CHILDS_CAP / NETWORK_PAGE_SIZE + 1;

/** /network/my-network: the tree with the member (or whom he clicked) on top, and his levels. */
export default function MyNetworkPage() {
  const me = useQuery(authUserDataQueryOptions());
  const viewerId = me.data?.User.Id;
  const [topId, setTopId] = useState<number | null>(null);
  const top = topId ?? viewerId;
  const tree = useQuery({ ...networkTreeQueryOptions(top ?? 0, 1), enabled: top != null });
  // Extra pages of the top member's partners, forgotten when someone else goes on top.
  const [more, setMore] = useState<{ top: number; pages: number } | null>(null);
  const extraPages = top != null && more?.top === top ? more.pages : 0;
  const extra = useQueries({
    queries: Array.from({ length: extraPages }, (_, i) => networkChildsQueryOptions(top ?? 0, FIRST_EXTRA_PAGE + i)),
  });
  const childs = [...(tree.data?.Childs ?? []), ...extra.flatMap((q) => q.data?.childs ?? [])];

  const [level, setLevel] = useState(1);
  const [page, setPage] = useState(1);
  const levelList = useQuery({ ...networkLevelQueryOptions(level, page), placeholderData: keepPreviousData });

  const openMember = (id: number) => setTopId(id === viewerId ? null : id);

  return (
    <Box p={{ base: 'sm', sm: 'lg' }}>
      <PageTitleBar
        title={messages.networkMyNetwork}
        backTo="/network"
        action={
          topId != null && (
            <Button leftSection={<IconArrowUp size={16} />} variant="light" onClick={() => setTopId(null)}>
              {messages.networkBackToTop}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          {tree.isPending ? (
            <LoadingRing />
          ) : !tree.data ? (
            <EmptyState />
          ) : (
            <NetworkTree
              root={tree.data}
              childs={childs}
              onOpen={openMember}
              loadingMore={extra.some((q) => q.isFetching)}
              onLoadMore={() => top != null && setMore({ top, pages: extraPages + 1 })}
            />
          )}
        </Paper>
        <Stack gap="sm">
          <Group justify="space-between" align="end">
            <Title order={3}>{messages.networkLevel(level)}</Title>
            <LevelSelect
              value={level}
              onChange={(l) => {
                setLevel(l);
                setPage(1);
              }}
            />
          </Group>
          {/* The levels are counted from the member himself (docs/club.md#network): with a partner on
              top of the tree, the table says it is still his own network (docs/phone.md#network-tree). */}
          {topId != null && tree.data && (
            <Text size="sm" c="dimmed" data-testid="network-level-owner">
              Níveis da sua rede, contados a partir de você (não da rede de {tree.data.User.Name}).
            </Text>
          )}
          <DataTable
            columns={networkLevelColumns}
            rows={levelList.data?.users}
            rowKey={(u) => u.Id}
            minWidth={760}
            loading={levelList.isPending}
            pagination={levelList.data?.pagination}
            page={page}
            onPageChange={setPage}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
