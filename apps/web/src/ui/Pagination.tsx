import { Button, Group, Text } from '@mantine/core';
import { visiblePages } from '@clube/contract';

/** First, last, current and its neighbours, with ellipses; a click on the current page is ignored. */
export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <Group gap={4} justify="center" mt="md" aria-label="Paginação" role="navigation">
      {visiblePages(page, totalPages).map((p, i) =>
        p === null ? (
          <Text key={`gap-${i}`} c="dimmed" px={4}>
            …
          </Text>
        ) : (
          <Button
            key={p}
            size="xs"
            variant={p === page ? 'filled' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </Button>
        ),
      )}
    </Group>
  );
}
