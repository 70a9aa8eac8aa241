import { useState } from 'react';
import { AspectRatio, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import type { ProductImage } from '@clube/contract/products';
import { ProductImageOrIcon } from './ProductCard';

/** The product's images: the one chosen large, all of them as thumbnails below. */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <Stack gap="xs">
      <AspectRatio ratio={1}>
        <ProductImageOrIcon url={shown?.StoredFile.FullUrl} alt={name} />
      </AspectRatio>
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((img, i) => (
            <UnstyledButton
              key={img.Id}
              onClick={() => setCurrent(i)}
              aria-label={`Imagem ${i + 1} de ${name}`}
              aria-pressed={i === current}
              style={{ border: `2px solid ${i === current ? 'var(--mantine-color-blue-6)' : 'transparent'}`, borderRadius: 6 }}
            >
              <Image src={img.StoredFile.FullUrl} alt="" w={56} h={56} fit="cover" radius="sm" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
