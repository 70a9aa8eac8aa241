import { AspectRatio, Center, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ShopProductEntry } from '@clube/contract/products';
import type { Pricing } from '../lib/cart';
import { ProductPrice } from './ProductPrice';

export function ProductImageOrIcon({ url, alt }: { url: string | undefined; alt: string }) {
  return url ? (
    <Image src={url} alt={alt} fit="contain" h="100%" />
  ) : (
    <Center h="100%" bg="gray.1" c="gray.5">
      <IconPhoto size={40} aria-hidden />
    </Center>
  );
}

/** A card of the grid (the shop's or a public store's); a click opens the product's detail. */
export function ProductCard({ entry, pricing, onOpen }: { entry: ShopProductEntry; pricing: Pricing; onOpen: () => void }) {
  const p = entry.Product;
  return (
    <UnstyledButton onClick={onOpen} aria-label={p.Name} h="100%">
      <Paper withBorder radius="md" p="sm" h="100%">
        <Stack gap="xs">
          <AspectRatio ratio={1}>
            <ProductImageOrIcon url={entry.ProductImages[0]?.StoredFile.FullUrl} alt={p.Name} />
          </AspectRatio>
          <Text fw={600} lineClamp={2}>
            {p.Name}
          </Text>
          <ProductPrice product={p} pricing={pricing} />
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
