import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { CategoryType } from '@clube/contract/products';
import type { DbOrTx } from '../db/client';
import { paths } from '../paths';
import {
  addresses,
  configurations,
  distributionCenters,
  productCategories,
  productCategoryLinks,
  productFeatures,
  productImages,
  products,
  stockFeatures,
  stockMovements,
  stocks,
  storageCities,
  storages,
  storedFiles,
  users,
} from '../db/schema';
import { DEFAULT_FREIGHT_TABLE } from '../integrations/freight';
import { cityCodeOf, cityNameOf } from '../features/storages';
import { CLUB_PRODUCTS, DEMO_MEMBER_PRODUCTS, FEATURES, PRODUCT_CATEGORIES, type ProductSeed } from './demo-catalog';
import { seedDemoOrders, type DemoPeople } from './demo-orders';

const DAY = 86_400_000;
const OFFICE_STATUS_ACCEPTED = 2;

/** The club's distribution center: the freight origin of its products (docs/marketplace.md#freight). */
const CLUB_CENTER = {
  name: 'Centro de Distribuição Clube Office',
  zipCode: '06460040',
  street: 'Avenida Marcos Penteado de Ulhôa Rodrigues',
  number: '939',
  district: 'Tamboré',
  city: 'Barueri',
  state: 'SP',
  complement: 'Galpão 4',
  phone: '11 4000-1234',
};

/** The cities the club's Regional storage serves (IBGE codes, checked against IBGE's list below). */
const REGIONAL_CITIES: Array<[number, string]> = [
  [3550308, 'SP'], // São Paulo
  [3509502, 'SP'], // Campinas
  [3505708, 'SP'], // Barueri
  [3547809, 'SP'], // Santo André
  [3304557, 'RJ'], // Rio de Janeiro
  [3303302, 'RJ'], // Niterói
];

const DEMO_CENTER = {
  name: 'Ateliê Renata Oliveira',
  zipCode: '04534002',
  street: 'Rua Joaquim Floriano',
  number: '466',
  district: 'Itaim Bibi',
  city: 'São Paulo',
  state: 'SP',
  complement: 'Sala 12',
  phone: '11 98765-4321',
};

/** Delivery addresses of the members and the store client who buy in the demo (one each). */
const BUYER_ADDRESSES: Record<'bruno.lima' | 'carla.mendes' | 'cliente.loja', Omit<typeof addresses.$inferInsert, 'userId'>> = {
  'bruno.lima': {
    name: 'Casa',
    zipCode: '13015002',
    street: 'Rua Barão de Jaguara',
    number: '1250',
    district: 'Centro',
    city: 'Campinas',
    state: 'SP',
    complement: 'Apto 51',
  },
  'carla.mendes': {
    name: 'Casa',
    zipCode: '22270010',
    street: 'Rua Voluntários da Pátria',
    number: '190',
    district: 'Botafogo',
    city: 'Rio de Janeiro',
    state: 'RJ',
    complement: 'Bloco B, apto 304',
  },
  'cliente.loja': {
    name: 'Casa',
    zipCode: '01426001',
    street: 'Rua Oscar Freire',
    number: '900',
    district: 'Jardim Paulista',
    city: 'São Paulo',
    state: 'SP',
    complement: null,
  },
};

const image = (name: string) => readFileSync(join(paths.seedImages, `${name}.webp`));

/**
 * The demo club's marketplace (docs/operations.md#seeding): the shops configuration, the club's
 * catalog in a National and a Regional storage, the demo member's own shop (a distribution center,
 * a National storage and products in every review state), and orders in every status both bought
 * and sold by him. Runs inside the demo club's transaction, after its members and money exist.
 */
export async function seedDemoMarketplace(tx: DbOrTx) {
  const people = await demoPeople(tx);
  await tx.insert(configurations).values({ key: 'scShops', value: { FreightOriginZip: CLUB_CENTER.zipCode, FreightTable: DEFAULT_FREIGHT_TABLE } });
  await tx
    .insert(addresses)
    .values(Object.entries(BUYER_ADDRESSES).map(([username, a]) => ({ ...a, userId: people[username as keyof typeof BUYER_ADDRESSES] })));

  const categoryIds = await seedCategories(tx);
  const featureIds = await seedFeatures(tx);
  const clubCenter = await seedCenter(tx, people.admin, CLUB_CENTER);
  const clubNational = await seedStorage(tx, clubCenter, 'Armazém Nacional Barueri', 1);
  const clubRegional = await seedStorage(tx, clubCenter, 'Armazém Regional Sudeste', 2, REGIONAL_CITIES);
  const demoCenter = await seedCenter(tx, people.demo, DEMO_CENTER);
  const demoNational = await seedStorage(tx, demoCenter, 'Estoque do Ateliê — envio para todo o Brasil', 1);

  const writer = { categoryIds, featureIds };
  // Interleaved, the first ones newest, so that the shop's first page (newest first) shows every category.
  const clubProducts = interleave(CLUB_PRODUCTS)
    .reverse()
    .map((p, i) => ({
      ...p,
      ownerId: people.admin,
      isOffice: true,
      officeStatus: OFFICE_STATUS_ACCEPTED,
      needsChangeMessage: null,
      createdAt: new Date(Date.now() - (150 - i * 2) * DAY),
      storages: { national: clubNational, regional: clubRegional },
    }));
  const member = DEMO_MEMBER_PRODUCTS.map((p, i) => ({
    ...p,
    ownerId: people.demo,
    isOffice: false,
    needsChangeMessage: p.needsChangeMessage ?? null,
    createdAt: new Date(Date.now() - (90 - i * 10) * DAY),
    storages: { national: demoNational, regional: null },
  }));
  const ids = await writeProducts(tx, writer, [...clubProducts, ...member]);
  const pick = (list: ProductSeed[]) => new Map(list.map((p) => [p.code, ids.get(p.code)!]));

  await seedDemoOrders(tx, people, { club: pick(CLUB_PRODUCTS), demo: pick(DEMO_MEMBER_PRODUCTS), features: featureIds });
}

async function demoPeople(tx: DbOrTx): Promise<DemoPeople> {
  const wanted = ['admin', 'demo', 'bruno.lima', 'carla.mendes', 'cliente.loja'] as const;
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...wanted]));
  const id = (username: (typeof wanted)[number]) => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`seedDemoMarketplace: user '${username}' is not seeded yet`);
    return row.id;
  };
  return { admin: id('admin'), demo: id('demo'), 'bruno.lima': id('bruno.lima'), 'carla.mendes': id('carla.mendes'), 'cliente.loja': id('cliente.loja') };
}

async function seedCategories(tx: DbOrTx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(productCategories)
    .values(PRODUCT_CATEGORIES.map((name) => ({ type: CategoryType.Produto, name })))
    .returning({ id: productCategories.id, name: productCategories.name });
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Feature ids by "Category:Name" ("Cor:Azul", "Tamanho:M"). */
async function seedFeatures(tx: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [category, names] of Object.entries(FEATURES)) {
    const [row] = await tx.insert(productCategories).values({ type: CategoryType.Atributo, name: category }).returning({ id: productCategories.id });
    const features = await tx
      .insert(productFeatures)
      .values(names.map((name) => ({ categoryId: row!.id, name })))
      .returning({ id: productFeatures.id, name: productFeatures.name });
    for (const f of features) ids.set(`${category}:${f.name}`, f.id);
  }
  return ids;
}

async function seedCenter(tx: DbOrTx, userId: number, c: typeof CLUB_CENTER): Promise<number> {
  const cityCode = cityCodeOf(c.city, c.state);
  if (cityCode === null) throw new Error(`seedDemoMarketplace: '${c.city}/${c.state}' is not an IBGE city`);
  const [row] = await tx
    .insert(distributionCenters)
    .values({ userId, ...c, cityCode })
    .returning({ id: distributionCenters.id });
  return row!.id;
}

async function seedStorage(tx: DbOrTx, centerId: number, name: string, type: 1 | 2, cities: Array<[number, string]> = []): Promise<number> {
  const [row] = await tx.insert(storages).values({ distributionCenterId: centerId, name, type }).returning({ id: storages.id });
  if (cities.length) {
    await tx.insert(storageCities).values(
      cities.map(([cityCode, state]) => {
        const city = cityNameOf(cityCode, state);
        if (city === null) throw new Error(`seedDemoMarketplace: ${cityCode} is not an IBGE city of ${state}`);
        return { storageId: row!.id, cityCode, city, state };
      }),
    );
  }
  return row!.id;
}

/** Round-robin over the categories of the list, keeping each category's order. */
function interleave(list: ProductSeed[]): ProductSeed[] {
  const groups = new Map<string, ProductSeed[]>();
  for (const p of list) groups.set(p.categories[0]!, [...(groups.get(p.categories[0]!) ?? []), p]);
  const out: ProductSeed[] = [];
  for (let i = 0; out.length < list.length; i++) {
    for (const g of groups.values()) {
      const p = g[i];
      if (p) out.push(p);
    }
  }
  return out;
}

interface Writer {
  categoryIds: Map<string, number>;
  featureIds: Map<string, number>;
}

interface ProductToWrite extends ProductSeed {
  ownerId: number;
  isOffice: boolean;
  officeStatus: number;
  needsChangeMessage: string | null;
  createdAt: Date;
  storages: { national: number; regional: number | null };
}

/**
 * The products with their categories, pictures (stored files with their content type) and stocks,
 * as the product and stock forms leave them, a few statements for all (the seed runs at every
 * fresh start). Rows are matched back by their unique product code, file name and stock key.
 */
async function writeProducts(tx: DbOrTx, w: Writer, list: ProductToWrite[]): Promise<Map<string, number>> {
  const rows = await tx
    .insert(products)
    .values(
      list.map((p) => ({
        ownerId: p.ownerId,
        isOffice: p.isOffice,
        officeStatus: p.officeStatus,
        needsChangeMessage: p.needsChangeMessage,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
        type: p.type ?? 1,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        dealerDiscountCents: p.dealerDiscountCents,
        status: p.status ?? 4,
        officePercentageBps: p.officePercentageBps,
        weightGrams: p.weightGrams,
        lengthMm: p.sizeCm[0] * 10,
        widthMm: p.sizeCm[1] * 10,
        heightMm: p.sizeCm[2] * 10,
        ncm: p.ncm,
        code: p.code,
      })),
    )
    .returning({ id: products.id, code: products.code });
  const ids = new Map(rows.map((r) => [r.code!, r.id]));
  const idOf = (p: ProductSeed) => ids.get(p.code)!;

  await tx.insert(productCategoryLinks).values(list.flatMap((p) => p.categories.map((c) => ({ productId: idOf(p), categoryId: w.categoryIds.get(c)! }))));
  const files = await tx
    .insert(storedFiles)
    .values(
      list.flatMap((p) =>
        p.images.map((name) => {
          const content = image(name);
          return { originalFileName: `${name}.webp`, contentType: 'image/webp', size: content.length, content };
        }),
      ),
    )
    .returning({ id: storedFiles.id, name: storedFiles.originalFileName });
  const fileIds = new Map(files.map((f) => [f.name, f.id]));
  await tx
    .insert(productImages)
    .values(list.flatMap((p) => p.images.map((name, position) => ({ productId: idOf(p), fileId: fileIds.get(`${name}.webp`)!, position }))));

  const planned = list.flatMap((p) => stocksOf(idOf(p), p));
  const stockRows = await tx
    .insert(stocks)
    .values(planned.map((s) => ({ productId: s.productId, storageId: s.storageId, name: s.name, onHand: s.quantity })))
    .returning({ id: stocks.id, productId: stocks.productId, storageId: stocks.storageId, name: stocks.name });
  const stockId = new Map(stockRows.map((r) => [`${r.productId}|${r.storageId}|${r.name}`, r.id]));
  const created = planned.map((s) => ({ ...s, id: stockId.get(`${s.productId}|${s.storageId}|${s.name}`)! }));
  const links = created.flatMap((s) => s.features.map((k) => ({ stockId: s.id, featureId: w.featureIds.get(k)! })));
  if (links.length) await tx.insert(stockFeatures).values(links);
  // Each stock's 'created' movement (docs/marketplace.md: the sum of a stock's movements is its columns; verifyStock proves it).
  await tx.insert(stockMovements).values(created.map((s) => ({ stockId: s.id, reason: 'created' as const, onHandDelta: s.quantity, actorId: s.actorId })));
  return ids;
}

/** A product's stocks: one, or one per option (Cor × Tamanho, or either alone), in its owner's National and Regional storages. */
function stocksOf(productId: number, p: ProductToWrite) {
  const plan = p.stock;
  const options: Array<{ color?: string; size?: string }> = [];
  if ('colors' in plan || 'sizes' in plan) {
    const colors: Array<string | undefined> = 'colors' in plan && plan.colors ? [...plan.colors] : [undefined];
    const sizes: Array<string | undefined> = 'sizes' in plan && plan.sizes ? [...plan.sizes] : [undefined];
    for (const color of colors) for (const size of sizes) options.push({ color, size });
  } else {
    options.push({});
  }
  const regionalOptions = 'regionalOptions' in plan && plan.regionalOptions ? plan.regionalOptions : options;
  const stock = (storageId: number, quantity: number, o: { color?: string; size?: string }, regional: boolean) => ({
    productId,
    storageId,
    quantity,
    actorId: p.ownerId,
    name: [o.color, o.size].filter(Boolean).join(' / ') || (regional ? 'Estoque regional' : 'Estoque nacional'),
    features: [o.color ? `Cor:${o.color}` : null, o.size ? `Tamanho:${o.size}` : null].filter((k): k is string => k !== null),
  });
  // A little variety between options, so that the quantities look counted rather than typed.
  const out = options.map((o, i) => stock(p.storages.national, plan.national + ((i * 7) % 5), o, false));
  if (plan.regional && p.storages.regional !== null) for (const o of regionalOptions) out.push(stock(p.storages.regional, plan.regional, o, true));
  return out;
}
