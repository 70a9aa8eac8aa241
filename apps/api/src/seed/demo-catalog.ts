/**
 * What the demo club sells (docs/operations.md#seeding): the club's own catalog and the demo
 * member's products, as plain data. demo-marketplace.ts writes it; its pictures are the WebP files
 * in ./images (drawn in images/drawings.ts). Prices in centavos, OfficePercentage in hundredths of
 * a percent, sizes in grams and centimetres, NCM as its 8 digits.
 */

/** Product categories (Type 1). */
export const PRODUCT_CATEGORIES = [
  'Beleza e Cuidados',
  'Suplementos',
  'Cafés e Chás',
  'Roupas e Calçados',
  'Acessórios',
  'Casa e Bem-estar',
  'Kits e Presentes',
  'Serviços',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Feature categories (Type 2) and their features. */
export const FEATURES = {
  Cor: ['Azul', 'Preto', 'Branco'],
  Tamanho: ['P', 'M', 'G', 'GG', '38', '39', '40', '41', '42'],
} as const;
export type Color = (typeof FEATURES.Cor)[number];
export type Size = (typeof FEATURES.Tamanho)[number];

/** Units per storage: one stock, or one per option (Cor × Tamanho, or either alone). */
export type StockPlan =
  | { national: number; regional?: number }
  | {
      colors?: readonly Color[];
      sizes?: readonly Size[];
      national: number;
      regional?: number;
      regionalOptions?: ReadonlyArray<{ color?: Color; size?: Size }>;
    };

export interface ProductSeed {
  code: string;
  /** 1 Produto (default), 2 Serviço. */
  type?: 1 | 2;
  name: string;
  description: string;
  priceCents: number;
  dealerDiscountCents: number;
  officePercentageBps: number;
  /** 1 Indisponível, 2 B2B, 3 B2C, 4 B2B e B2C (default). */
  status?: 1 | 2 | 3 | 4;
  weightGrams: number;
  /** Length × width × height in centimetres. */
  sizeCm: [number, number, number];
  ncm: string | null;
  categories: ProductCategory[];
  /** Picture names (images/<name>.webp), the first is the cover. */
  images: string[];
  stock: StockPlan;
}

const SIZES_CLOTHES = ['P', 'M', 'G', 'GG'] as const;
const DAILY_USE = 'Uso diário. Dermatologicamente testado. Vegano e cruelty-free.';

/** The club's own catalog: accepted at once, sold by the club from its distribution center. */
export const CLUB_PRODUCTS: ProductSeed[] = [
  // Beleza e Cuidados
  {
    code: 'CO-BEL-001',
    name: 'Sérum Facial Vitamina C 10% — 30 ml',
    description: `Sérum antioxidante com vitamina C pura a 10%, ácido hialurônico e vitamina E. Uniformiza o tom da pele, reduz manchas e devolve o viço, com textura leve de rápida absorção.\nModo de uso: aplique 3 a 4 gotas no rosto limpo, pela manhã, antes do protetor solar.\n${DAILY_USE}`,
    priceCents: 12_990,
    dealerDiscountCents: 2_600,
    officePercentageBps: 3_000,
    weightGrams: 90,
    sizeCm: [4, 4, 12],
    ncm: '33049990',
    categories: ['Beleza e Cuidados'],
    images: ['serum-vitamina-c'],
    stock: { national: 60, regional: 40 },
  },
  {
    code: 'CO-BEL-002',
    name: 'Hidratante Corporal Manteiga de Karité — 400 ml',
    description: `Loção corporal com manteiga de karité e óleo de coco que hidrata por até 48 horas sem deixar a pele oleosa. Perfume suave de baunilha.\nFrasco com válvula pump.\n${DAILY_USE}`,
    priceCents: 6_990,
    dealerDiscountCents: 1_100,
    officePercentageBps: 3_000,
    weightGrams: 460,
    sizeCm: [7, 7, 21],
    ncm: '33049990',
    categories: ['Beleza e Cuidados'],
    images: ['hidratante-karite'],
    stock: { national: 80 },
  },
  {
    code: 'CO-BEL-003',
    name: 'Protetor Solar Facial FPS 50 com Cor — 50 g',
    description:
      'Proteção UVA/UVB alta, toque seco e cor universal que se adapta a diversos tons de pele. Resistente à água e ao suor, com efeito matte por até 8 horas.\nReaplique a cada 2 horas de exposição ao sol.',
    priceCents: 8_990,
    dealerDiscountCents: 1_500,
    officePercentageBps: 3_000,
    weightGrams: 70,
    sizeCm: [4, 3, 15],
    ncm: '33049990',
    categories: ['Beleza e Cuidados'],
    images: ['protetor-solar-fps50'],
    stock: { national: 70, regional: 50 },
  },
  {
    code: 'CO-BEL-004',
    name: 'Shampoo Antiqueda com Cafeína — 300 ml',
    description:
      'Shampoo fortalecedor com cafeína, biotina e pantenol. Estimula o couro cabeludo, reduz a quebra e deixa os fios mais encorpados.\nSem sulfatos e sem parabenos.',
    priceCents: 5_490,
    dealerDiscountCents: 900,
    officePercentageBps: 3_000,
    weightGrams: 340,
    sizeCm: [6, 4, 20],
    ncm: '33051000',
    categories: ['Beleza e Cuidados'],
    images: ['shampoo-cafeina'],
    stock: { national: 90 },
  },
  {
    code: 'CO-BEL-005',
    name: 'Condicionador Reconstrutor com Queratina — 300 ml',
    description:
      'Repõe a massa capilar dos fios danificados por química, secador e chapinha. Desembaraça, sela as cutículas e devolve o brilho.\nUse depois do shampoo, deixe agir por 3 minutos e enxágue.',
    priceCents: 5_490,
    dealerDiscountCents: 900,
    officePercentageBps: 3_000,
    weightGrams: 340,
    sizeCm: [6, 4, 20],
    ncm: '33059000',
    categories: ['Beleza e Cuidados'],
    images: ['condicionador-queratina'],
    stock: { national: 85 },
  },
  {
    code: 'CO-BEL-006',
    name: 'Colônia Feminina Floral Brisa — 100 ml',
    description:
      'Fragrância floral frutada com notas de saída de pera e bergamota, coração de flor de laranjeira e jasmim e fundo de almíscar branco. Fixação de 6 a 8 horas.\nFrasco de vidro com válvula spray, em caixa para presente.',
    priceCents: 18_990,
    dealerDiscountCents: 3_800,
    officePercentageBps: 3_500,
    weightGrams: 320,
    sizeCm: [8, 5, 14],
    ncm: '33030020',
    categories: ['Beleza e Cuidados', 'Kits e Presentes'],
    images: ['perfume-brisa'],
    stock: { national: 30, regional: 20 },
  },
  {
    code: 'CO-BEL-007',
    name: 'Óleo Corporal de Amêndoas Doces — 200 ml',
    description:
      'Óleo vegetal puro de amêndoas doces, rico em vitamina E. Nutre a pele seca, ajuda a prevenir estrias e pode ser usado em massagens relaxantes.\nAplique na pele ainda úmida, logo após o banho.',
    priceCents: 4_990,
    dealerDiscountCents: 800,
    officePercentageBps: 3_000,
    weightGrams: 230,
    sizeCm: [6, 6, 17],
    ncm: '33049990',
    categories: ['Beleza e Cuidados'],
    images: ['oleo-amendoas'],
    stock: { national: 70 },
  },
  {
    code: 'CO-BEL-008',
    name: 'Máscara Capilar Nutrição com Óleo de Argan — 250 g',
    description:
      'Tratamento intensivo para cabelos secos e com frizz. Óleo de argan e manteiga de murumuru nutrem da raiz às pontas e deixam os fios macios e alinhados.\nUse uma vez por semana, com 10 minutos de pausa.',
    priceCents: 5_990,
    dealerDiscountCents: 1_000,
    officePercentageBps: 3_000,
    weightGrams: 300,
    sizeCm: [9, 9, 7],
    ncm: '33059000',
    categories: ['Beleza e Cuidados'],
    images: ['mascara-argan'],
    stock: { national: 60 },
  },
  {
    code: 'CO-BEL-009',
    name: 'Batom Matte Longa Duração Nude — 4 g',
    description:
      'Cor intensa em uma só passada, acabamento matte aveludado que não resseca os lábios. Com manteiga de karité e vitamina E. Duração de até 12 horas.',
    priceCents: 3_990,
    dealerDiscountCents: 700,
    officePercentageBps: 3_000,
    weightGrams: 30,
    sizeCm: [2, 2, 8],
    ncm: '33041000',
    categories: ['Beleza e Cuidados'],
    images: ['batom-nude'],
    stock: { national: 120 },
  },
  {
    code: 'CO-BEL-010',
    name: 'Sabonete Líquido Erva-Doce — 250 ml',
    description:
      'Sabonete líquido suave com extrato de erva-doce e glicerina vegetal. Limpa sem ressecar e deixa um perfume fresco na pele. Para mãos e corpo.',
    priceCents: 2_990,
    dealerDiscountCents: 450,
    officePercentageBps: 3_000,
    weightGrams: 290,
    sizeCm: [7, 7, 18],
    ncm: '34013000',
    categories: ['Beleza e Cuidados'],
    images: ['sabonete-erva-doce'],
    stock: { national: 100 },
  },
  // Suplementos
  {
    code: 'CO-SUP-001',
    name: 'Whey Protein Concentrado Baunilha — 900 g',
    description:
      'Proteína do soro do leite concentrada, com 22 g de proteína e 4,9 g de BCAA por dose de 30 g. Sabor baunilha, dissolve fácil em água ou leite.\nContém lactose. Não contém glúten.',
    priceCents: 16_990,
    dealerDiscountCents: 2_800,
    officePercentageBps: 2_500,
    weightGrams: 1_050,
    sizeCm: [14, 14, 22],
    ncm: '21061000',
    categories: ['Suplementos'],
    images: ['whey-baunilha'],
    stock: { national: 50, regional: 60 },
  },
  {
    code: 'CO-SUP-002',
    name: 'Creatina Monohidratada 100% Pura — 300 g',
    description:
      'Creatina monohidratada micronizada, sem sabor e sem aditivos. Ajuda no aumento da força e do desempenho em exercícios de alta intensidade.\nDose diária: 3 g. 100 doses por pote.',
    priceCents: 11_990,
    dealerDiscountCents: 2_000,
    officePercentageBps: 2_500,
    weightGrams: 360,
    sizeCm: [10, 10, 12],
    ncm: '21069030',
    categories: ['Suplementos'],
    images: ['creatina'],
    stock: { national: 80, regional: 40 },
  },
  {
    code: 'CO-SUP-003',
    name: 'Colágeno Hidrolisado Verisol® com Vitamina C — 300 g',
    description:
      'Peptídeos bioativos de colágeno Verisol® com vitamina C, zinco e biotina, para a firmeza da pele, unhas e cabelos. Sabor frutas vermelhas.\n30 doses de 10 g.',
    priceCents: 9_990,
    dealerDiscountCents: 1_600,
    officePercentageBps: 2_500,
    weightGrams: 380,
    sizeCm: [11, 11, 18],
    ncm: '21069030',
    categories: ['Suplementos', 'Beleza e Cuidados'],
    images: ['colageno-verisol'],
    stock: { national: 45 },
  },
  {
    code: 'CO-SUP-004',
    name: 'Multivitamínico A-Z — 60 cápsulas',
    description:
      'Fórmula completa com 23 vitaminas e minerais em cápsulas de uma dose diária. Contribui para a imunidade, a energia e o metabolismo.\nEste produto não substitui uma alimentação equilibrada.',
    priceCents: 5_990,
    dealerDiscountCents: 900,
    officePercentageBps: 2_500,
    weightGrams: 120,
    sizeCm: [6, 6, 11],
    ncm: '21069030',
    categories: ['Suplementos'],
    images: ['multivitaminico'],
    stock: { national: 100 },
  },
  {
    code: 'CO-SUP-005',
    name: 'Ômega 3 1000 mg — 120 cápsulas',
    description: 'Óleo de peixe purificado e concentrado, com EPA e DHA, livre de metais pesados. Duas cápsulas ao dia, às refeições.',
    priceCents: 7_990,
    dealerDiscountCents: 1_200,
    officePercentageBps: 2_500,
    weightGrams: 210,
    sizeCm: [7, 7, 13],
    ncm: '21069030',
    categories: ['Suplementos'],
    images: ['omega-3'],
    stock: { national: 75 },
  },
  {
    code: 'CO-SUP-006',
    name: 'Vitamina D3 2.000 UI — 60 cápsulas',
    description: 'Vitamina D3 (colecalciferol) em cápsulas softgel de óleo de girassol, para a saúde dos ossos e da imunidade. Uma cápsula ao dia.',
    priceCents: 3_990,
    dealerDiscountCents: 600,
    officePercentageBps: 2_500,
    weightGrams: 80,
    sizeCm: [6, 6, 10],
    ncm: '21069030',
    categories: ['Suplementos'],
    images: ['vitamina-d3'],
    stock: { national: 110 },
  },
  // Cafés e Chás
  {
    code: 'CO-CAF-001',
    name: 'Café Especial em Grãos Cerrado Mineiro — 500 g',
    description:
      'Café 100% arábica da região do Cerrado Mineiro, pontuação 86 SCA. Torra média, notas de chocolate ao leite, caramelo e castanhas, com acidez equilibrada.\nEmbalagem com válvula aromática. Moa na hora de preparar.',
    priceCents: 6_490,
    dealerDiscountCents: 1_000,
    officePercentageBps: 3_000,
    weightGrams: 530,
    sizeCm: [12, 7, 24],
    ncm: '09012100',
    categories: ['Cafés e Chás'],
    images: ['cafe-graos-cerrado'],
    stock: { national: 90, regional: 80 },
  },
  {
    code: 'CO-CAF-002',
    name: 'Café Torrado e Moído Sul de Minas — 250 g',
    description:
      'Café especial do Sul de Minas, torra média-escura e moagem média, ideal para coador de papel e cafeteira elétrica. Notas de rapadura e frutas amarelas.',
    priceCents: 3_290,
    dealerDiscountCents: 500,
    officePercentageBps: 3_000,
    weightGrams: 270,
    sizeCm: [10, 6, 18],
    ncm: '09012100',
    categories: ['Cafés e Chás'],
    images: ['cafe-moido-sul-de-minas'],
    stock: { national: 120, regional: 60 },
  },
  {
    code: 'CO-CAF-003',
    name: 'Cápsulas de Café Espresso Intenso — 10 unidades',
    description: 'Cápsulas compatíveis com máquinas Nespresso®. Blend intenso (intensidade 10) de cafés arábica do Brasil, com crema densa e final prolongado.',
    priceCents: 2_490,
    dealerDiscountCents: 400,
    officePercentageBps: 3_000,
    weightGrams: 80,
    sizeCm: [11, 6, 6],
    ncm: '09012100',
    categories: ['Cafés e Chás'],
    images: ['capsulas-espresso'],
    stock: { national: 150 },
  },
  {
    code: 'CO-CAF-004',
    name: 'Chá Verde com Hibisco — 20 sachês',
    description: 'Blend de chá verde, hibisco e casca de laranja. Refrescante quente ou gelado. Sachês individuais, sem açúcar e sem conservantes.',
    priceCents: 1_890,
    dealerDiscountCents: 300,
    officePercentageBps: 3_000,
    weightGrams: 60,
    sizeCm: [13, 7, 7],
    ncm: '09021000',
    categories: ['Cafés e Chás'],
    images: ['cha-verde-hibisco'],
    stock: { national: 140 },
  },
  {
    code: 'CO-KIT-001',
    name: 'Kit Degustação 3 Cafés Especiais',
    description:
      'Três cafés especiais de 250 g (Cerrado Mineiro, Sul de Minas e Mogiana) em caixa para presente, com cartão de notas sensoriais e guia de preparo.',
    priceCents: 11_990,
    dealerDiscountCents: 1_900,
    officePercentageBps: 3_000,
    weightGrams: 900,
    sizeCm: [25, 18, 10],
    ncm: '09012100',
    categories: ['Cafés e Chás', 'Kits e Presentes'],
    images: ['kit-degustacao-cafe'],
    stock: { national: 25 },
  },
  // Roupas e Calçados
  {
    code: 'CO-ROU-001',
    name: 'Camiseta Dry Fit Clube Office',
    description:
      'Camiseta esportiva em poliamida com tecnologia dry fit: leve, respirável e de secagem rápida. Proteção UV 50+ e logo Clube Office bordado no peito.\nModelagem unissex.',
    priceCents: 7_990,
    dealerDiscountCents: 1_300,
    officePercentageBps: 3_000,
    weightGrams: 160,
    sizeCm: [30, 25, 2],
    ncm: '61099000',
    categories: ['Roupas e Calçados'],
    images: ['camiseta-dry-fit-azul', 'camiseta-dry-fit-preta', 'camiseta-dry-fit-branca'],
    stock: {
      colors: ['Azul', 'Preto', 'Branco'],
      sizes: SIZES_CLOTHES,
      national: 12,
      regional: 8,
      regionalOptions: [
        { color: 'Azul', size: 'M' },
        { color: 'Azul', size: 'G' },
        { color: 'Preto', size: 'M' },
        { color: 'Preto', size: 'G' },
      ],
    },
  },
  {
    code: 'CO-ROU-002',
    name: 'Camiseta Básica de Algodão Orgânico',
    description: 'Camiseta de malha 100% algodão orgânico certificado, fio 30.1 penteado, gola careca reforçada. Toque macio e caimento reto.',
    priceCents: 6_990,
    dealerDiscountCents: 1_100,
    officePercentageBps: 3_000,
    weightGrams: 180,
    sizeCm: [30, 25, 2],
    ncm: '61091000',
    categories: ['Roupas e Calçados'],
    images: ['camiseta-algodao-branca', 'camiseta-algodao-preta'],
    stock: { colors: ['Branco', 'Preto'], sizes: SIZES_CLOTHES, national: 10 },
  },
  {
    code: 'CO-ROU-003',
    name: 'Moletom Canguru com Capuz Clube Office',
    description:
      'Moletom flanelado por dentro, com capuz forrado, bolso canguru e punhos em ribana. Estampa Clube Office em silk.\nComposição: 50% algodão, 50% poliéster.',
    priceCents: 19_990,
    dealerDiscountCents: 3_200,
    officePercentageBps: 3_000,
    weightGrams: 650,
    sizeCm: [35, 30, 6],
    ncm: '61102000',
    categories: ['Roupas e Calçados'],
    images: ['moletom-preto', 'moletom-azul'],
    stock: { colors: ['Preto', 'Azul'], sizes: ['M', 'G', 'GG'], national: 6 },
  },
  {
    code: 'CO-ROU-004',
    name: 'Tênis de Corrida Leve Amortecimento',
    description:
      'Tênis para corrida e caminhada com cabedal em tecido respirável, entressola de EVA com amortecimento e solado de borracha antiderrapante. Peso: 240 g (tamanho 40).',
    priceCents: 29_990,
    dealerDiscountCents: 5_000,
    officePercentageBps: 2_500,
    weightGrams: 700,
    sizeCm: [33, 22, 12],
    ncm: '64041100',
    categories: ['Roupas e Calçados'],
    images: ['tenis-corrida'],
    stock: { sizes: ['38', '39', '40', '41', '42'], national: 5 },
  },
  // Acessórios
  {
    code: 'CO-ACE-001',
    name: 'Boné Aba Curva Bordado Clube Office',
    description: 'Boné de sarja com aba curva, fecho regulável em metal e logo Clube Office bordado em alto-relevo. Tamanho único.',
    priceCents: 5_990,
    dealerDiscountCents: 900,
    officePercentageBps: 3_000,
    weightGrams: 120,
    sizeCm: [25, 20, 12],
    ncm: '65050090',
    categories: ['Acessórios', 'Roupas e Calçados'],
    images: ['bone-preto', 'bone-azul'],
    stock: { colors: ['Preto', 'Azul'], national: 30, regional: 15 },
  },
  {
    code: 'CO-ACE-002',
    name: 'Garrafa Térmica de Aço Inox — 750 ml',
    description: 'Garrafa de parede dupla a vácuo: mantém bebidas geladas por 24 horas e quentes por 12 horas. Tampa rosqueável com alça, livre de BPA.',
    priceCents: 9_990,
    dealerDiscountCents: 1_600,
    officePercentageBps: 3_000,
    weightGrams: 450,
    sizeCm: [9, 9, 28],
    ncm: '96170010',
    categories: ['Acessórios', 'Casa e Bem-estar'],
    images: ['garrafa-termica-preta', 'garrafa-termica-azul'],
    stock: { colors: ['Preto', 'Azul'], national: 25 },
  },
  {
    code: 'CO-ACE-003',
    name: 'Mochila Executiva para Notebook 15,6"',
    description:
      'Mochila em poliéster impermeável com compartimento acolchoado para notebook de até 15,6", bolso antifurto nas costas, saída USB e alças ergonômicas. Capacidade: 25 litros.',
    priceCents: 24_990,
    dealerDiscountCents: 4_000,
    officePercentageBps: 3_000,
    weightGrams: 950,
    sizeCm: [45, 32, 15],
    ncm: '42029200',
    categories: ['Acessórios'],
    images: ['mochila-notebook'],
    stock: { national: 20 },
  },
  {
    code: 'CO-ACE-004',
    name: 'Squeeze com Infusor de Frutas — 600 ml',
    description:
      'Garrafa de tritan transparente com infusor removível para frutas e ervas, bico retrátil e alça de transporte. Livre de BPA, vai à lava-louças.',
    priceCents: 3_490,
    dealerDiscountCents: 500,
    officePercentageBps: 3_000,
    weightGrams: 150,
    sizeCm: [8, 8, 25],
    ncm: '39241000',
    categories: ['Acessórios'],
    images: ['squeeze-infusor'],
    stock: { national: 80 },
  },
  {
    code: 'CO-ACE-005',
    name: 'Caderno Executivo Capa Dura A5 — 160 folhas',
    description: 'Caderno com capa dura revestida, 160 folhas pautadas de papel pólen 80 g/m², elástico de fechamento, marcador de fita e bolso interno.',
    priceCents: 4_990,
    dealerDiscountCents: 800,
    officePercentageBps: 3_000,
    weightGrams: 380,
    sizeCm: [22, 15, 2],
    ncm: '48201000',
    categories: ['Acessórios'],
    images: ['caderno-executivo'],
    stock: { national: 70 },
  },
  // Casa e Bem-estar
  {
    code: 'CO-CAS-001',
    name: 'Caneca de Cerâmica Clube Office — 350 ml',
    description: 'Caneca de cerâmica esmaltada com logo Clube Office. Pode ir ao micro-ondas e à lava-louças.',
    priceCents: 4_490,
    dealerDiscountCents: 700,
    officePercentageBps: 3_000,
    weightGrams: 420,
    sizeCm: [12, 9, 11],
    ncm: '69120000',
    categories: ['Casa e Bem-estar', 'Kits e Presentes'],
    images: ['caneca-ceramica'],
    stock: { national: 60, regional: 30 },
  },
  {
    code: 'CO-CAS-002',
    name: 'Vela Aromática de Lavanda — 180 g',
    description: 'Vela de cera vegetal de soja com óleo essencial de lavanda, pavio de algodão e copo de vidro reutilizável. Até 40 horas de queima.',
    priceCents: 5_490,
    dealerDiscountCents: 900,
    officePercentageBps: 3_000,
    weightGrams: 420,
    sizeCm: [9, 9, 10],
    ncm: '34060000',
    categories: ['Casa e Bem-estar'],
    images: ['vela-lavanda'],
    stock: { national: 40 },
  },
  // Serviços
  {
    code: 'CO-SER-001',
    type: 2,
    name: 'Consultoria de Imagem Pessoal — 1 hora (online)',
    description:
      'Uma hora ao vivo, por vídeo, com uma consultora de imagem: análise de estilo e de cores, orientação de guarda-roupa e de imagem profissional. Depois da compra, o clube entra em contato para agendar.',
    priceCents: 25_000,
    dealerDiscountCents: 4_000,
    officePercentageBps: 3_000,
    weightGrams: 0,
    sizeCm: [0, 0, 0],
    ncm: null,
    categories: ['Serviços'],
    images: ['consultoria-imagem'],
    stock: { national: 20 },
  },
  {
    code: 'CO-SER-002',
    type: 2,
    status: 2,
    name: 'Mentoria de Vendas Diretas — 4 encontros',
    description:
      'Quatro encontros semanais de 1 hora, em grupo de até 8 sócios, com um líder Diamante do clube: prospecção, apresentação do plano, atendimento pelo WhatsApp e organização da rotina. Exclusivo para sócios.',
    priceCents: 48_000,
    dealerDiscountCents: 8_000,
    officePercentageBps: 3_000,
    weightGrams: 0,
    sizeCm: [0, 0, 0],
    ncm: null,
    categories: ['Serviços'],
    images: ['mentoria-vendas'],
    stock: { national: 15 },
  },
  {
    code: 'CO-SER-003',
    type: 2,
    name: 'Avaliação Nutricional Online',
    description:
      'Consulta de 50 minutos por vídeo com nutricionista (CRN ativo): anamnese, avaliação de hábitos e plano alimentar individualizado enviado em até 5 dias úteis. Retorno em 30 dias incluso.',
    priceCents: 18_000,
    dealerDiscountCents: 3_000,
    officePercentageBps: 3_000,
    weightGrams: 0,
    sizeCm: [0, 0, 0],
    ncm: null,
    categories: ['Serviços', 'Casa e Bem-estar'],
    images: ['avaliacao-nutricional'],
    stock: { national: 25 },
  },
];

/** The demo member's products, each in one review state (docs/marketplace.md#products-and-their-approval). */
export interface MemberProductSeed extends ProductSeed {
  /** 0 Recusado, 1 Pendente, 2 Aceito, 3 Precisa de alteração. */
  officeStatus: 0 | 1 | 2 | 3;
  needsChangeMessage?: string;
}

export const DEMO_MEMBER_PRODUCTS: MemberProductSeed[] = [
  {
    code: 'RO-SAB-03',
    officeStatus: 2,
    name: 'Kit 3 Sabonetes Artesanais — Argila, Aveia e Lavanda',
    description:
      'Sabonetes feitos à mão pelo processo a frio, com óleos vegetais e manteiga de cacau: argila verde (pele oleosa), aveia (pele sensível) e lavanda (relaxante). 3 barras de 90 g, embaladas em papel semente.',
    priceCents: 5_990,
    dealerDiscountCents: 800,
    officePercentageBps: 1_000,
    weightGrams: 330,
    sizeCm: [16, 10, 8],
    ncm: '34011190',
    categories: ['Beleza e Cuidados', 'Kits e Presentes'],
    images: ['sabonetes-artesanais'],
    stock: { national: 40 },
  },
  {
    code: 'RO-VEL-01',
    officeStatus: 2,
    name: 'Vela Artesanal de Soja Capim-Limão — 200 g',
    description:
      'Vela de cera de soja com óleo essencial de capim-limão, pavio de madeira que estala ao queimar e pote de vidro com tampa. Feita à mão em pequenos lotes. Queima de 45 horas.',
    priceCents: 4_990,
    dealerDiscountCents: 600,
    officePercentageBps: 1_200,
    weightGrams: 450,
    sizeCm: [9, 9, 10],
    ncm: '34060000',
    categories: ['Casa e Bem-estar'],
    images: ['vela-capim-limao'],
    stock: { national: 25 },
  },
  {
    code: 'RO-DIF-01',
    officeStatus: 1,
    name: 'Difusor de Varetas Alecrim e Hortelã — 250 ml',
    description: 'Aromatizador de ambientes com varetas de rattan e essência de alecrim com hortelã. Perfuma ambientes de até 15 m² por cerca de 60 dias.',
    priceCents: 6_990,
    dealerDiscountCents: 900,
    officePercentageBps: 1_000,
    weightGrams: 480,
    sizeCm: [10, 10, 25],
    ncm: '33074900',
    categories: ['Casa e Bem-estar'],
    images: ['difusor-alecrim'],
    stock: { national: 15 },
  },
  {
    code: 'RO-OLE-01',
    officeStatus: 3,
    needsChangeMessage:
      'Informe na descrição a composição completa (INCI) e o modo de uso, e envie uma foto do rótulo em que apareça o número de notificação na Anvisa. Depois é só salvar o produto para uma nova análise.',
    name: 'Óleo de Massagem Relaxante — 120 ml',
    description: 'Óleo para massagem com lavanda e camomila, relaxa e hidrata.',
    priceCents: 5_490,
    dealerDiscountCents: 700,
    officePercentageBps: 1_000,
    weightGrams: 160,
    sizeCm: [5, 5, 14],
    ncm: '33049990',
    categories: ['Beleza e Cuidados'],
    images: ['oleo-massagem'],
    stock: { national: 20 },
  },
  {
    code: 'RO-CHA-01',
    officeStatus: 0,
    name: 'Chá Seca Barriga Detox — 30 sachês',
    description: 'Emagreça até 5 kg em 15 dias sem dieta! Fórmula natural que queima gordura e desincha na primeira semana.',
    priceCents: 3_990,
    dealerDiscountCents: 500,
    officePercentageBps: 1_000,
    weightGrams: 90,
    sizeCm: [13, 7, 7],
    ncm: '09021000',
    categories: ['Cafés e Chás'],
    images: ['cha-seca-barriga'],
    stock: { national: 30 },
  },
];
