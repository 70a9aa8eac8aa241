import { AspectRatio, Center, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { PaginationSettingsResponse } from '@clube/contract';
import type { ShopProductEntry } from '@clube/contract/products';
import { formatBRL } from '../../../lib/format';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { Pagination } from '../../../ui/Pagination';

export function ProductImageOrIcon({ url, alt }: { url: string | undefined; alt: string }) {
  return url ? (
    <Image src={url} alt={alt} fit="contain" h="100%" />
  ) : (
    <Center h="100%" bg="gray.1" c="gray.5">
      <IconPhoto size={40} aria-hidden />
    </Center>
  );
}

/** A store client pays the list price: it is the only price shown. */
export function StorePrice({ price, size = 'md' }: { price: number; size?: 'md' | 'xl' }) {
  return (
    <Text fw={700} size={size} c="green.8" aria-label="Preço">
      {formatBRL(price)}
    </Text>
  );
}

export interface StoreProductGridProps {
  products: readonly ShopProductEntry[] | undefined;
  loading: boolean;
  pagination: PaginationSettingsResponse | null | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (entry: ShopProductEntry) => void;
}

/** The store's page of 24 cards, 'Nenhum resultado encontrado...' when empty, and its pages. */
export function StoreProductGrid({ products, loading, pagination, page, onPageChange, onOpen }: StoreProductGridProps) {
  if (loading) return <LoadingRing />;
  if (!products || products.length === 0) return <EmptyState />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {products.map((entry) => (
          <UnstyledButton key={entry.Product.Id} onClick={() => onOpen(entry)} aria-label={entry.Product.Name} h="100%">
            <Paper withBorder radius="md" p="sm" h="100%">
              <Stack gap="xs">
                <AspectRatio ratio={1}>
                  <ProductImageOrIcon url={entry.ProductImages[0]?.StoredFile.FullUrl} alt={entry.Product.Name} />
                </AspectRatio>
                <Text fw={600} lineClamp={2}>
                  {entry.Product.Name}
                </Text>
                <StorePrice price={entry.Product.Price} />
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Pagination page={page} totalPages={pagination?.TotalPages ?? 1} onChange={onPageChange} />
    </Stack>
  );
}
