import { SimpleGrid, Stack } from '@mantine/core';
import type { PaginationSettingsResponse } from '@clube/contract';
import type { ShopProductEntry } from '@clube/contract/products';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRing } from '../../../ui/LoadingRing';
import { Pagination } from '../../../ui/Pagination';
import type { Pricing } from '../lib/cart';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: readonly ShopProductEntry[] | undefined;
  loading: boolean;
  pagination: PaginationSettingsResponse | null | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (entry: ShopProductEntry) => void;
  pricing: Pricing;
}

/** A page of 24 cards (the shop's or a public store's), 'Nenhum resultado encontrado...' when empty, and its pages. */
export function ProductGrid({ products, loading, pagination, page, onPageChange, onOpen, pricing }: ProductGridProps) {
  if (loading) return <LoadingRing />;
  if (!products || products.length === 0) return <EmptyState />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {products.map((entry) => (
          <ProductCard key={entry.Product.Id} entry={entry} pricing={pricing} onOpen={() => onOpen(entry)} />
        ))}
      </SimpleGrid>
      <Pagination page={page} totalPages={pagination?.TotalPages ?? 1} onChange={onPageChange} />
    </Stack>
  );
}
