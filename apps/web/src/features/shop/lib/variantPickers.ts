import type { ProductStock } from '@clube/contract/products';
import type { StockOption } from './cart';

/** One attribute of a product's options (a feature category: Cor, Tamanho) and its values. */
export interface VariantAttribute {
  id: number;
  name: string;
  values: Array<{ id: number; name: string }>;
}

/** The value chosen per attribute (category id -> feature id). */
export type VariantChoice = Readonly<Record<number, number>>;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR', { numeric: true });

/**
 * The attributes to pick from, when the options are a grid of one value per attribute (every option
 * holds one feature of each category, all options the same categories): 'Cor' and 'Tamanho'
 * instead of 12 rows of 'Cor: Azul, Tamanho: M'. Null when they are not (no features, a single
 * option, or options of mixed shapes): the buyer picks the options as a list.
 */
export function variantAttributesOf(stocks: readonly ProductStock[], options: readonly StockOption[]): VariantAttribute[] | null {
  if (options.length < 2) return null;
  const attributes = new Map<number, VariantAttribute>();
  const categoryOf = new Map<number, number>();
  for (const s of stocks)
    for (const f of s.StockFeatures) {
      const c = f.Feature.Category;
      const a = attributes.get(c.Id) ?? { id: c.Id, name: c.Name, values: [] };
      if (!a.values.some((v) => v.id === f.FeatureId)) a.values.push({ id: f.FeatureId, name: f.Feature.Name });
      attributes.set(c.Id, a);
      categoryOf.set(f.FeatureId, c.Id);
    }
  if (attributes.size === 0) return null;
  const fits = options.every((o) => {
    const categories = o.featureIds.map((id) => categoryOf.get(id));
    return categories.length === attributes.size && new Set(categories).size === attributes.size;
  });
  if (!fits) return null;
  return [...attributes.values()].map((a) => ({ ...a, values: [...a.values].sort(byName) })).sort(byName);
}

const holds = (option: StockOption, choice: VariantChoice, except?: number) =>
  Object.entries(choice).every(([category, feature]) => Number(category) === except || option.featureIds.includes(feature));

/** The option the choice names: one value of every attribute chosen; null until then. */
export function optionOfChoice(options: readonly StockOption[], attributes: readonly VariantAttribute[], choice: VariantChoice): StockOption | null {
  if (attributes.some((a) => choice[a.id] === undefined)) return null;
  return options.find((o) => holds(o, choice)) ?? null;
}

/**
 * Whether a value can still be bought with what is chosen of the other attributes: some option
 * holding it and them has units. A value without any is shown disabled.
 */
export function valueInStock(options: readonly StockOption[], choice: VariantChoice, attributeId: number, valueId: number): boolean {
  return options.some((o) => o.available > 0 && o.featureIds.includes(valueId) && holds(o, choice, attributeId));
}
