// A realistic marketplace laid out set-based on PostgreSQL (generate_series, a statement per table):
// sellers with a distribution center each (a National storage, a third of them also a Regional one
// serving some IBGE cities of their state), the club's products, 100,000 products and 300,000
// stock rows. Shares: 86 % of products accepted, 9 % pending, 3 % needing changes, 2 % refused;
// availability 70 % B2B and B2C, 15 % B2B only, 5 % B2C only, 10 % unavailable; 10 % services; a
// product belongs to one category (a few are far more popular) and 40 % to a second; stocks land on
// products at random (about 5 % of products have none), 12 % of them sold out, 35 % carrying a
// colour and half of those a size too. Buyers are members with one delivery address each.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { UserType } from '@clube/contract';
import type { Db } from '../src/db/client';
import { insertMember } from '../src/seed/builders';
import { hashPassword } from '../src/platform/passwords';
import { cityCodeOf } from '../src/features/storages';
import { citiesOf } from '../src/features/helpers';

/** Where sellers and buyers live: the first cities weigh more (a power law over the list). */
const CITIES = [
  { zip: '01310100', city: 'São Paulo', state: 'SP' },
  { zip: '13010100', city: 'Campinas', state: 'SP' },
  { zip: '20040002', city: 'Rio de Janeiro', state: 'RJ' },
  { zip: '30130010', city: 'Belo Horizonte', state: 'MG' },
  { zip: '80010000', city: 'Curitiba', state: 'PR' },
  { zip: '90010000', city: 'Porto Alegre', state: 'RS' },
  { zip: '14010000', city: 'Ribeirão Preto', state: 'SP' },
  { zip: '40020000', city: 'Salvador', state: 'BA' },
  { zip: '50010000', city: 'Recife', state: 'PE' },
  { zip: '70040010', city: 'Brasília', state: 'DF' },
  { zip: '88010000', city: 'Florianópolis', state: 'SC' },
  { zip: '74003010', city: 'Goiânia', state: 'GO' },
  { zip: '60060000', city: 'Fortaleza', state: 'CE' },
  { zip: '69005010', city: 'Manaus', state: 'AM' },
];

const PRODUCT_NOUNS = [
  'Camiseta',
  'Calça Jeans',
  'Tênis',
  'Vestido',
  'Jaqueta',
  'Bermuda',
  'Meia',
  'Boné',
  'Mochila',
  'Bolsa',
  'Relógio',
  'Óculos de Sol',
  'Fone de Ouvido',
  'Carregador',
  'Cabo USB',
  'Caixa de Som',
  'Smartwatch',
  'Capa de Celular',
  'Teclado',
  'Mouse',
  'Luminária',
  'Travesseiro',
  'Lençol',
  'Toalha',
  'Panela',
  'Frigideira',
  'Garrafa Térmica',
  'Copo',
  'Caneca',
  'Jogo de Pratos',
  'Faca',
  'Tábua de Corte',
  'Shampoo',
  'Condicionador',
  'Sabonete',
  'Hidratante',
  'Perfume',
  'Protetor Solar',
  'Creme Dental',
  'Escova',
  'Suplemento',
  'Whey Protein',
  'Vitamina C',
  'Chá Verde',
  'Café Especial',
  'Chocolate',
  'Ração',
  'Brinquedo',
  'Livro',
  'Cafeteira',
];
const SERVICE_NOUNS = [
  'Consultoria',
  'Instalação',
  'Manutenção',
  'Aula Particular',
  'Massagem',
  'Design Gráfico',
  'Fotografia',
  'Limpeza',
  'Montagem de Móveis',
  'Tradução',
];
const ADJECTIVES = [
  'Básico',
  'Premium',
  'Clássico',
  'Esportivo',
  'Infantil',
  'Feminino',
  'Masculino',
  'Unissex',
  'Compacto',
  'Profissional',
  'Orgânico',
  'Natural',
  'Importado',
  'Artesanal',
  'Slim',
  'Conforto',
  'Plus',
  'Mini',
  'Max',
  'Eco',
  'Vintage',
  'Moderno',
  'Luxo',
  'Tradicional',
  'Light',
  'Zero',
  'Turbo',
  'Ultra',
  'Essencial',
  'Original',
];
const BRANDS = [
  'Aurora',
  'Brisa',
  'Cerrado',
  'Duna',
  'Estrela',
  'Flora',
  'Guará',
  'Horizonte',
  'Ipê',
  'Jatobá',
  'Kaeté',
  'Lume',
  'Maré',
  'Nativa',
  'Oca',
  'Pampa',
  'Quaresma',
  'Raiz',
  'Sertão',
  'Tucano',
];
const CATEGORIES = [
  'Vestuário',
  'Calçados',
  'Acessórios',
  'Eletrônicos',
  'Informática',
  'Celulares',
  'Casa',
  'Cozinha',
  'Cama, Mesa e Banho',
  'Decoração',
  'Beleza',
  'Perfumaria',
  'Higiene',
  'Saúde',
  'Suplementos',
  'Alimentos',
  'Bebidas',
  'Pet Shop',
  'Brinquedos',
  'Livros',
  'Papelaria',
  'Esporte',
  'Fitness',
  'Camping',
  'Ferramentas',
  'Jardim',
  'Automotivo',
  'Bebês',
  'Moda Praia',
  'Joias',
  'Relógios',
  'Games',
  'Música',
  'Filmes',
  'Arte',
  'Artesanato',
  'Serviços',
  'Cursos',
  'Viagem',
  'Presentes',
];
const COLOURS = ['Azul', 'Preto', 'Branco', 'Vermelho', 'Verde', 'Amarelo', 'Cinza', 'Rosa'];
const SIZES = ['P', 'M', 'G', 'GG', '38', '40'];

/** The word of the rare name search: about 0.05 % of the products are a limited edition. */
export const RARE_TERM = 'Edição Limitada';
/** The word of the common name search: the most frequent noun (about 9 % of the products). */
export const COMMON_TERM = PRODUCT_NOUNS[0]!;

/** A 1×1 PNG: the listing reads the images' metadata only, never their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface Buyer {
  id: number;
  username: string;
  addressId: number;
  city: string;
}

export interface GeneratedMarketplace {
  seconds: number;
  sellers: number;
  products: number;
  stocks: number;
  buyers: Buyer[];
  /** Products of members, accepted, B2B, with a featureless National stock of a million units: what the order figures buy. */
  hotProductIds: number[];
  /** A category of middling popularity (the category filter), with its share of the products. */
  category: { id: number; name: string; products: number };
  shape: Record<string, number | string>;
}

export interface MarketplaceSize {
  products: number;
  stocks: number;
  sellers: number;
  buyers: number;
  hotProducts: number;
  /** The buyers' password (they sign in through the API). */
  password: string;
}

/**
 * Fills a migrated database that already holds the demo club (its Administrator owns the club's
 * products). `url` is the same database: the bulk statements take arrays as parameters, which
 * node-postgres sends as such.
 */
export async function generateMarketplace(db: Db, url: string, size: MarketplaceSize): Promise<GeneratedMarketplace> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  // Statistics after each bulk load: without them the next statements are planned for empty tables.
  const analyze = (...tables: string[]) => q(`ANALYZE ${tables.join(', ')}`);
  try {
    const [admin] = await q<{ id: number }>(`SELECT id FROM users WHERE type = ${UserType.Administrator} ORDER BY id LIMIT 1`);
    if (!admin) throw new Error('the marketplace bench needs the demo club (an Administrator) first');
    const [{ roles }] = (await q<{ roles: number[] }>(`SELECT roles_ids AS roles FROM users WHERE type = ${UserType.User} ORDER BY id LIMIT 1`)) as [
      { roles: number[] },
    ];

    // Every municipality of the states in use: Regional storages serve some of them.
    const states = [...new Set(CITIES.map((c) => c.state))];
    const ibge = states.flatMap((uf) => citiesOf(uf)!.map((c) => ({ uf, code: Number(c.Codigo_IBGE), name: c.Nome })));
    await q(`CREATE UNLOGGED TABLE bench_ibge (state text, code int, name text, n int)`);
    await q(
      `INSERT INTO bench_ibge SELECT s, c, n, row_number() OVER (PARTITION BY s ORDER BY c) FROM unnest($1::text[], $2::int[], $3::text[]) AS t(s, c, n)`,
      [ibge.map((c) => c.uf), ibge.map((c) => c.code), ibge.map((c) => c.name)],
    );
    await q(`CREATE UNLOGGED TABLE bench_city (k int PRIMARY KEY, zip text, city text, state text, code int)`);
    await q(
      `INSERT INTO bench_city SELECT k - 1, z, c, s, code FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS t(z, c, s, code, k)`,
      [CITIES.map((c) => c.zip), CITIES.map((c) => c.city), CITIES.map((c) => c.state), CITIES.map((c) => cityCodeOf(c.city, c.state))],
    );

    // Sellers: members with a distribution center each, most of them around São Paulo.
    await q(
      `INSERT INTO users (type, status, name, email, username, phone_one, roles_ids, activated_on)
       SELECT ${UserType.User}, 1, 'Loja ' || g, 'mkt.vendedor' || g || '@bench.test', 'mkt.vendedor' || g, '11 9' || lpad(g::text, 8, '0'), $2::int[], now()
       FROM generate_series(1, $1::int) g`,
      [size.sellers, roles],
    );
    const sellerIds = (await q<{ id: number }>(`SELECT id FROM users WHERE username LIKE 'mkt.vendedor%' ORDER BY id`)).map((r) => r.id);
    const owners = [admin.id, ...sellerIds];
    await q(
      `INSERT INTO distribution_centers (user_id, name, zip_code, street, number, district, city, city_code, state, phone)
       SELECT o.id, 'CD ' || o.n, c.zip, 'Rua do Comércio', (10 + o.n)::text, 'Centro', c.city, c.code, c.state, '11 3333-' || lpad((o.n % 10000)::text, 4, '0')
       FROM (SELECT id, n, floor((SELECT count(*) FROM bench_city) * power(random(), 1.5))::int AS k FROM unnest($1::int[]) WITH ORDINALITY AS u(id, n)) o
       JOIN bench_city c ON c.k = o.k
       WHERE NOT EXISTS (SELECT 1 FROM distribution_centers d WHERE d.user_id = o.id)`,
      [owners],
    );
    const [{ storagesBefore }] = (await q<{ storagesBefore: number }>(`SELECT COALESCE(max(id), 0) AS "storagesBefore" FROM storages`)) as [
      { storagesBefore: number },
    ];
    await q(
      `INSERT INTO storages (distribution_center_id, name, type)
       SELECT id, 'Armazém Nacional', 1 FROM distribution_centers WHERE user_id = ANY($1::int[])
       UNION ALL
       SELECT id, 'Armazém Regional ' || state, 2 FROM distribution_centers WHERE user_id = ANY($1::int[]) AND (user_id = $2 OR random() < 0.33)`,
      [owners, admin.id],
    );
    // A Regional storage serves its center's city and up to 30 other cities of its state.
    await q(
      `INSERT INTO storage_cities (storage_id, city_code, city, state)
       SELECT s.id, i.code, i.name, i.state FROM storages s JOIN distribution_centers d ON d.id = s.distribution_center_id
       JOIN bench_ibge i ON i.state = d.state AND i.code = d.city_code
       WHERE s.type = 2 AND s.id > $1`,
      [storagesBefore],
    );
    await q(
      `INSERT INTO storage_cities (storage_id, city_code, city, state)
       SELECT DISTINCT s.id, i.code, i.name, i.state FROM storages s JOIN distribution_centers d ON d.id = s.distribution_center_id
       JOIN (SELECT state, count(*)::int AS cities FROM bench_ibge GROUP BY state) k ON k.state = d.state
       CROSS JOIN LATERAL (SELECT 1 + floor(k.cities * random())::int AS n FROM generate_series(1, floor(31 * random())::int + 0 * s.id)) pick
       JOIN bench_ibge i ON i.state = d.state AND i.n = pick.n
       WHERE s.type = 2 AND s.id > $1
       ON CONFLICT DO NOTHING`,
      [storagesBefore],
    );

    await analyze('users', 'distribution_centers', 'storages', 'storage_cities');
    await q(`INSERT INTO product_categories (type, name) SELECT 1, n FROM unnest($1::text[]) n`, [CATEGORIES]);
    const categoryIds = (await q<{ id: number }>(`SELECT id FROM product_categories WHERE type = 1 AND name = ANY($1::text[]) ORDER BY id`, [CATEGORIES])).map(
      (r) => r.id,
    );
    const featureIds = async (category: string, names: string[]) => {
      const [cat] = await q<{ id: number }>(`INSERT INTO product_categories (type, name) VALUES (2, $1) RETURNING id`, [category]);
      return (
        await q<{ id: number }>(`INSERT INTO product_features (category_id, name) SELECT $1, n FROM unnest($2::text[]) n RETURNING id`, [cat!.id, names])
      ).map((r) => r.id);
    };
    const colours = await featureIds('Cor', COLOURS);
    const sizes = await featureIds('Tamanho', SIZES);

    // Products: 8 % the club's, the rest spread over the sellers by a power law (a few sell thousands).
    await q(
      `WITH g AS (
         SELECT g, random() AS ro, random() AS rt, random() AS rs, random() AS rst, random() AS rn, random() AS rp FROM generate_series(1, $1::int) g)
       INSERT INTO products (owner_id, is_office, type, name, description, price_cents, dealer_discount_cents, status, office_status, needs_change_message,
         office_percentage_bps, weight_grams, length_mm, width_mm, height_mm, number_of_sales, code, created_at, updated_at)
       SELECT o.owner, o.owner = $2, t.type, t.name, 'Produto ' || t.name || ' com garantia do vendedor. Envio em até 2 dias úteis.',
         pr.price, floor(pr.price * (0.05 + 0.25 * random()))::bigint,
         CASE WHEN rst < 0.70 THEN 4 WHEN rst < 0.85 THEN 2 WHEN rst < 0.90 THEN 3 ELSE 1 END,
         CASE WHEN o.owner = $2 OR rs < 0.86 THEN 2 WHEN rs < 0.95 THEN 1 WHEN rs < 0.98 THEN 3 ELSE 0 END,
         CASE WHEN o.owner <> $2 AND rs >= 0.95 AND rs < 0.98 THEN 'Envie fotos com fundo branco.' END,
         300 + floor(1700 * random())::int, 100 + floor(4900 * random())::int, 150 + floor(450 * random())::int,
         110 + floor(300 * random())::int, 20 + floor(200 * random())::int, floor(1000 * power(random(), 4))::int,
         'BENCH-' || lpad(g::text, 6, '0'), pr.created, pr.created
       FROM g
       -- Each LATERAL names a column of g, so that its random() is drawn per row.
       CROSS JOIN LATERAL (SELECT CASE WHEN ro < 0.08 THEN $2 ELSE ($3::int[])[1 + floor(array_length($3::int[], 1) * power((ro - 0.08) / 0.92, 2))::int] END AS owner) o
       CROSS JOIN LATERAL (SELECT CASE WHEN rt < 0.9 THEN 1 ELSE 2 END AS type,
         CASE WHEN rt < 0.9 THEN ($4::text[])[1 + floor(array_length($4::text[], 1) * power(rn, 1.6))::int]
                                 || CASE WHEN random() < 0.0005 + 0 * rn THEN ' ' || $7 ELSE '' END
              ELSE ($5::text[])[1 + floor(array_length($5::text[], 1) * rn)::int] END
         || ' ' || ($6::text[])[1 + floor(array_length($6::text[], 1) * random() + 0 * rn)::int]
         || ' ' || ($8::text[])[1 + floor(array_length($8::text[], 1) * random() + 0 * rn)::int] AS name) t
       CROSS JOIN LATERAL (SELECT 990 + floor(199000 * power(rp, 3))::bigint AS price, now() - (random() + 0 * rp) * interval '365 days' AS created) pr
       ORDER BY g`,
      [size.products, admin.id, sellerIds, PRODUCT_NOUNS, SERVICE_NOUNS, ADJECTIVES, RARE_TERM, BRANDS],
    );
    await analyze('products', 'product_categories', 'product_features');
    const [{ first }] = (await q<{ first: number }>(`SELECT min(id) AS first FROM products WHERE code LIKE 'BENCH-%'`)) as [{ first: number }];

    await q(
      `INSERT INTO product_category_links (product_id, category_id)
       SELECT id, ($1::int[])[1 + floor(array_length($1::int[], 1) * power(random(), 1.3))::int] FROM products WHERE id >= $2
       UNION
       SELECT id, ($1::int[])[1 + floor(array_length($1::int[], 1) * random())::int] FROM products WHERE id >= $2 AND random() < 0.4`,
      [categoryIds, first],
    );
    const files = (
      await q<{ id: number }>(
        `INSERT INTO stored_files (original_file_name, content_type, size, content) SELECT 'produto-' || g || '.png', 'image/png', $1, $2 FROM generate_series(1, 40) g RETURNING id`,
        [PNG.length, PNG],
      )
    ).map((r) => r.id);
    await q(
      `INSERT INTO product_images (product_id, file_id, position)
       SELECT p.id, ($1::bigint[])[1 + floor(array_length($1::bigint[], 1) * random())::int], k - 1
       FROM products p CROSS JOIN LATERAL generate_series(1, 1 + floor(3 * random())::int + 0 * p.id) k WHERE p.id >= $2`,
      [files, first],
    );

    // Stocks: each lands on a product at random, in its owner's National storage or (40 %) Regional one.
    await q(`CREATE UNLOGGED TABLE bench_owner AS
      SELECT d.user_id AS owner_id, min(s.id) FILTER (WHERE s.type = 1) AS national, min(s.id) FILTER (WHERE s.type = 2) AS regional
      FROM distribution_centers d JOIN storages s ON s.distribution_center_id = d.id GROUP BY d.user_id`);
    await q(`CREATE INDEX ON bench_owner (owner_id)`);
    await analyze('bench_owner', 'product_category_links', 'product_images');
    const [{ stocksFirst }] = (await q<{ stocksFirst: number }>(`SELECT COALESCE(max(id), 0) + 1 AS "stocksFirst" FROM stocks`)) as [{ stocksFirst: number }];
    await q(
      `INSERT INTO stocks (product_id, storage_id, name, on_hand, reserved, created_at, updated_at)
       SELECT p.id, CASE WHEN o.regional IS NOT NULL AND s.rs < 0.4 THEN o.regional ELSE o.national END,
         'Lote ' || s.g, CASE WHEN s.rq < 0.12 THEN 0 ELSE 1 + floor(300 * power(random(), 2))::int END, 0, p.created_at, p.created_at
       FROM (SELECT g, $1::int + floor($2::int * random())::int AS pid, random() AS rs, random() AS rq FROM generate_series(1, $3::int) g) s
       JOIN products p ON p.id = s.pid JOIN bench_owner o ON o.owner_id = p.owner_id`,
      [first, size.products, size.stocks],
    );
    await q(
      `INSERT INTO stock_features (stock_id, feature_id) SELECT id, ($1::int[])[1 + floor(array_length($1::int[], 1) * random())::int] FROM stocks WHERE id >= $2 AND random() < 0.35`,
      [colours, stocksFirst],
    );
    await q(
      `INSERT INTO stock_features (stock_id, feature_id) SELECT stock_id, ($1::int[])[1 + floor(array_length($1::int[], 1) * random())::int] FROM stock_features WHERE stock_id >= $2 AND random() < 0.5`,
      [sizes, stocksFirst],
    );

    await analyze('stocks', 'stock_features');
    // The products the order figures buy: members', accepted, B2B, each with a featureless National stock of a million units.
    const hot = await q<{ product_id: number }>(
      `WITH candidates AS (
         SELECT DISTINCT ON (st.product_id) st.id, st.product_id FROM stocks st
         JOIN products p ON p.id = st.product_id JOIN storages s ON s.id = st.storage_id
         WHERE st.id >= $1 AND p.office_status = 2 AND p.status IN (2, 4) AND p.type = 1 AND NOT p.is_office AND s.type = 1
           AND NOT EXISTS (SELECT 1 FROM stock_features sf WHERE sf.stock_id = st.id)
         ORDER BY st.product_id, st.id),
       picked AS (SELECT * FROM candidates ORDER BY random() LIMIT $2)
       UPDATE stocks SET on_hand = 1000000 FROM picked WHERE stocks.id = picked.id RETURNING stocks.product_id`,
      [stocksFirst, size.hotProducts],
    );
    // Every stock's 'created' movement, so that the stock verifier holds (docs/marketplace.md).
    await q(
      `INSERT INTO stock_movements (stock_id, reason, on_hand_delta, reserved_delta, actor_id, created_at)
       SELECT st.id, 'created', st.on_hand, 0, p.owner_id, st.created_at FROM stocks st JOIN products p ON p.id = st.product_id WHERE st.id >= $1`,
      [stocksFirst],
    );

    // Buyers: members with one delivery address, 60 % of them in São Paulo (the listing's buyer is the first).
    const passwordHash = await hashPassword(size.password);
    const buyers: Buyer[] = [];
    for (let i = 0; i < size.buyers; i++) {
      const username = `mkt.comprador${i + 1}`;
      const m = await insertMember(db, { username, name: `Comprador ${i + 1}` });
      const c = i % 5 < 3 ? CITIES[0]! : CITIES[1 + (i % (CITIES.length - 1))]!;
      const [address] = await q<{ id: number }>(
        `INSERT INTO addresses (user_id, name, zip_code, street, number, district, city, state) VALUES ($1, 'Casa', $2, 'Rua das Flores', '100', 'Centro', $3, $4) RETURNING id`,
        [m.id, c.zip, c.city, c.state],
      );
      buyers.push({ id: m.id, username, addressId: address!.id, city: c.city });
    }
    await db.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE username LIKE 'mkt.comprador%'`);

    await q(`DROP TABLE bench_ibge, bench_city, bench_owner`);
    for (const t of [
      'users',
      'addresses',
      'distribution_centers',
      'storages',
      'storage_cities',
      'product_categories',
      'product_features',
      'products',
      'product_category_links',
      'product_images',
      'stocks',
      'stock_features',
      'stock_movements',
    ]) {
      await q(`VACUUM ANALYZE ${t}`);
    }

    // A category of middling popularity: the fifth most linked.
    const [category] = await q<{ id: number; name: string; n: number }>(
      `SELECT c.id, c.name, count(*)::int AS n FROM product_category_links l JOIN product_categories c ON c.id = l.category_id
       WHERE l.product_id >= $1 GROUP BY c.id, c.name ORDER BY n DESC OFFSET 4 LIMIT 1`,
      [first],
    );
    const [shape] = await q<Record<string, number | string>>(
      `SELECT (SELECT count(*) FROM products WHERE id >= $1)::int AS products,
         (SELECT count(*) FROM products WHERE id >= $1 AND office_status = 2 AND status IN (2, 4) AND type = 1)::int AS "shopVisibleProducts",
         (SELECT count(*) FROM stocks WHERE id >= $2)::int AS stocks,
         (SELECT count(*) FROM stocks WHERE id >= $2 AND on_hand = 0)::int AS "soldOutStocks",
         (SELECT count(DISTINCT stock_id) FROM stock_features WHERE stock_id >= $2)::int AS "stocksWithFeatures",
         (SELECT count(*) FROM products p WHERE p.id >= $1 AND NOT EXISTS (SELECT 1 FROM stocks st WHERE st.product_id = p.id))::int AS "productsWithoutStock",
         (SELECT count(*) FROM storages)::int AS storages,
         (SELECT count(*) FROM storages WHERE type = 2)::int AS "regionalStorages",
         (SELECT count(*) FROM storage_cities)::int AS "storageCities",
         (SELECT count(*) FROM products WHERE id >= $1 AND name ILIKE '%' || $3 || '%')::int AS "commonTermProducts",
         (SELECT count(*) FROM products WHERE id >= $1 AND name ILIKE '%' || $4 || '%')::int AS "rareTermProducts",
         pg_size_pretty(pg_total_relation_size('products')) AS "productsSize",
         pg_size_pretty(pg_total_relation_size('stocks')) AS "stocksSize"`,
      [first, stocksFirst, COMMON_TERM, RARE_TERM],
    );
    return {
      seconds: (Date.now() - started) / 1000,
      sellers: sellerIds.length,
      products: Number(shape!.products),
      stocks: Number(shape!.stocks),
      buyers,
      hotProductIds: hot.map((r) => r.product_id),
      category: { id: category!.id, name: category!.name, products: category!.n },
      shape: shape!,
    };
  } finally {
    await client.end();
  }
}
