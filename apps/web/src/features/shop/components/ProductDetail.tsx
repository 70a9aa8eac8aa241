import { useMemo, useState } from 'react';
import { Button, Grid, Group, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import type { ShopProductEntry } from '@clube/contract/products';
import { stockOptionsOf, type Pricing, type StockOption } from '../lib/cart';
import { optionOfChoice, variantAttributesOf, type VariantChoice } from '../lib/variantPickers';
import { BackToProducts } from './BackToProducts';
import { ProductGallery } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { VariantPickers } from './VariantPickers';

export interface ProductDetailProps {
  entry: ShopProductEntry;
  onAdd: (option: StockOption | null, quantity: number | string) => void;
  onBack: () => void;
  pricing: Pricing;
}

/** Spec part 2 section 2 (Shop): gallery, name, prices, description, stock options by feature, quantity and Add (the shop's and a public store's). */
export function ProductDetail({ entry, onAdd, onBack, pricing }: ProductDetailProps) {
  const p = entry.Product;
  const options = useMemo(() => stockOptionsOf(entry.Stocks), [entry.Stocks]);
  // A single option needs no choice; with several the buyer picks one (spec part 2 section 5).
  const [optionKey, setOptionKey] = useState<string | null>(options.length === 1 ? options[0]!.key : null);
  // Options that are a grid of attributes (Cor × Tamanho) are picked one attribute at a time.
  const attributes = useMemo(() => variantAttributesOf(entry.Stocks, options), [entry.Stocks, options]);
  const [choice, setChoice] = useState<VariantChoice>({});
  const [quantity, setQuantity] = useState<number | string>(1);
  const option = attributes ? optionOfChoice(options, attributes, choice) : (options.find((o) => o.key === optionKey) ?? null);

  return (
    <Paper withBorder radius="md" p="md">
      <BackToProducts onClick={onBack} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <ProductGallery images={entry.ProductImages} name={p.Name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="sm">
            <Title order={3}>{p.Name}</Title>
            <ProductPrice product={p} pricing={pricing} size="xl" />
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {p.Description}
            </Text>
            {attributes ? (
              <>
                <VariantPickers attributes={attributes} options={options} choice={choice} onChange={setChoice} />
                {option && (
                  <Text size="sm" c="dimmed">
                    Estoque: {option.available}
                  </Text>
                )}
              </>
            ) : (
              <Radio.Group label="Opções" value={optionKey} onChange={setOptionKey}>
                <Stack gap={6} mt={6}>
                  {options.map((o) => (
                    <Radio key={o.key} value={o.key} label={o.label} description={`Estoque: ${o.available}`} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <Group align="flex-end" gap="sm">
              <NumberInput label="Quantidade" value={quantity} onChange={setQuantity} w={140} />
              <Button h={44} leftSection={<IconShoppingCartPlus size={18} />} onClick={() => onAdd(option, quantity)}>
                Adicionar
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
