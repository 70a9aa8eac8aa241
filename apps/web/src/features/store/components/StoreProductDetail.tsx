import { useMemo, useState } from 'react';
import { Anchor, AspectRatio, Button, Grid, Group, Image, NumberInput, Paper, Radio, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconShoppingCartPlus } from '@tabler/icons-react';
import type { ProductImage, ShopProductEntry } from '@clube/contract/products';
import { stockOptionsOf, type StockOption } from '../lib/storeCart';
import { ProductImageOrIcon, StorePrice } from './StoreProductGrid';

/** The product's images: the one chosen large, all of them as thumbnails below. */
function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
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

export interface StoreProductDetailProps {
  entry: ShopProductEntry;
  onAdd: (option: StockOption | null, quantity: number | string) => void;
  onBack: () => void;
}

/** Gallery, name, the list price, description, stock options by feature, quantity and Add. */
export function StoreProductDetail({ entry, onAdd, onBack }: StoreProductDetailProps) {
  const p = entry.Product;
  const options = useMemo(() => stockOptionsOf(entry.Stocks), [entry.Stocks]);
  // A single option needs no choice; with several the buyer picks one (spec part 2 section 5).
  const [optionKey, setOptionKey] = useState<string | null>(options.length === 1 ? options[0]!.key : null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const option = options.find((o) => o.key === optionKey) ?? null;

  return (
    <Paper withBorder radius="md" p="md">
      <Anchor component="button" type="button" onClick={onBack} mb="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          Voltar aos produtos
        </Group>
      </Anchor>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Gallery images={entry.ProductImages} name={p.Name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Title order={3}>{p.Name}</Title>
            <StorePrice price={p.Price} size="xl" />
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p.Description}
            </Text>
            <Radio.Group label="Opções" value={optionKey} onChange={setOptionKey}>
              <Stack gap={6} mt={6}>
                {options.map((o) => (
                  <Radio key={o.key} value={o.key} label={o.label} description={`Estoque: ${o.available}`} />
                ))}
              </Stack>
            </Radio.Group>
            <Group align="flex-end" gap="sm">
              <NumberInput label="Quantidade" value={quantity} onChange={setQuantity} w={140} />
              <Button leftSection={<IconShoppingCartPlus size={18} />} onClick={() => onAdd(option, quantity)}>
                Adicionar
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
