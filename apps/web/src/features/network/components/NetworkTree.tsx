import { Button, Center, SimpleGrid, Stack, Text } from '@mantine/core';
import { messages } from '@clube/contract';
import type { NetworkTreeNode } from '@clube/contract/network';
import { NetworkMemberCard } from './NetworkMemberCard';
import classes from './NetworkTree.module.css';

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
    <Stack gap={0} aria-label="Árvore da rede">
      <Center className={childs.length > 0 ? classes.root : undefined}>
        <div style={{ minWidth: 220 }}>
          <NetworkMemberCard user={root.User} highlight />
        </div>
      </Center>
      {childs.length === 0 ? (
        <Text c="dimmed" ta="center" mt="md">
          {messages.noResults}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
          spacing="sm"
          verticalSpacing="lg"
          className={classes.childs}
          data-single={childs.length === 1 || undefined}
        >
          {childs.map((c) => (
            <div key={c.User.Id} className={classes.child}>
              <NetworkMemberCard user={c.User} onOpen={() => onOpen(c.User.Id)} />
            </div>
          ))}
        </SimpleGrid>
      )}
      {childs.length < root.ChildsTotal && (
        <Center mt="md">
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            {messages.networkLoadMore} ({childs.length} de {root.ChildsTotal})
          </Button>
        </Center>
      )}
    </Stack>
  );
}
