import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { NetworkTreeNode } from '@clube/contract/network';
import { NetworkMemberCard } from './NetworkMemberCard';

/**
 * The member on top and his direct partners below. A partner's avatar or rank image puts him on
 * top; 'Carregar mais' asks for the next page when he has more partners than are shown.
 */
export function NetworkTree({
  root,
  childs,
  onOpen,
  onLoadMore,
  loadingMore,
}: {
  root: NetworkTreeNode;
  childs: NetworkTreeNode[];
  onOpen: (userId: number) => void;
  onLoadMore: () => void;
  loadingMore: boolean;
}) {
  return (
    <Stack gap="md" aria-label="Árvore da rede">
      <Center>
        <div style={{ minWidth: 220 }}>
          <NetworkMemberCard user={root.User} highlight />
        </div>
      </Center>
      {childs.length === 0 ? (
        <Text c="dimmed" ta="center">
          {messages.noResults}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
          {childs.map((c) => (
            <NetworkMemberCard key={c.User.Id} user={c.User} onOpen={() => onOpen(c.User.Id)} />
          ))}
        </SimpleGrid>
      )}
      {childs.length < root.ChildsTotal && (
        <Center>
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            {messages.networkLoadMore} ({childs.length} de {root.ChildsTotal})
          </Button>
        </Center>
      )}
    </Stack>
  );
}
