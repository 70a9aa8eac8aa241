/**
 * The demo catalog's pictures, by file name (without extension): what each one shows. These are
 * the SVG sources; render.ts turns each into `<name>.webp` next to this file, and the seed
 * (demo-catalog.ts) only reads those WebP files (docs/operations.md#seeding).
 */
import {
  backpack,
  box,
  candle,
  cap,
  chartBoard,
  clipboard,
  coffeeBag,
  diffuser,
  dropperBottle,
  flipBottle,
  hoodie,
  jar,
  lipstick,
  mug,
  notebook,
  perfume,
  pillBottle,
  pumpBottle,
  sneaker,
  soapBars,
  squeeze,
  thermos,
  tshirt,
  tube,
  videoCall,
} from './shapes';

const NAVY = '#1f3c88';
const BLACK = '#24262b';
const WHITE = '#f7f7f5';

export const DRAWINGS: Record<string, () => string> = {
  // Beleza e cuidados pessoais
  'serum-vitamina-c': () =>
    dropperBottle({ backdrop: '#f6c58f', color: '#e08a1e', accent: '#3a3a3a', title: ['Sérum', 'Vitamina C'], subtitle: '10% · 30 ml' }),
  'hidratante-karite': () => pumpBottle({ backdrop: '#efe3d0', color: '#e9dcc6', accent: '#8a6d4b', title: ['Hidratante', 'Karité'], subtitle: '400 ml' }),
  'protetor-solar-fps50': () =>
    tube({ backdrop: '#ffe08a', color: '#fbfbf8', accent: '#f2994a', label: '#fff4e0', title: ['Protetor', 'FPS 50'], subtitle: 'com cor · 50 g' }),
  'shampoo-cafeina': () =>
    flipBottle({ backdrop: '#d9c4a8', color: '#5b3a29', accent: '#1e1e1e', title: ['Shampoo', 'Cafeína'], subtitle: 'Antiqueda · 300 ml' }),
  'condicionador-queratina': () =>
    flipBottle({
      backdrop: '#d6e4f0',
      color: '#2f6690',
      accent: '#e8e8e8',
      labelAccent: '#2f6690',
      title: ['Condicio-', 'nador'],
      subtitle: 'Queratina · 300 ml',
    }),
  'perfume-brisa': () => perfume({ backdrop: '#f3c6d3', color: '#e7a1b9', accent: '#9c4668', title: ['Brisa'], subtitle: 'Colônia Floral 100 ml' }),
  'oleo-amendoas': () => pumpBottle({ backdrop: '#f3e6c4', color: '#d9a441', accent: '#6b5b3e', title: ['Óleo de', 'Amêndoas'], subtitle: '200 ml' }),
  'mascara-argan': () => jar({ backdrop: '#f0d9b5', color: '#c98b2b', accent: '#3b2f2f', title: ['Máscara', 'Argan'], subtitle: '250 g' }),
  'batom-nude': () => lipstick({ backdrop: '#f5d0c5', color: '#c0786a', accent: '#d4af37', title: ['NUDE'] }),
  'sabonete-erva-doce': () =>
    pumpBottle({ backdrop: '#dff0d8', color: '#9ccf8e', accent: '#2e5e2a', title: ['Sabonete', 'Erva-Doce'], subtitle: 'líquido · 250 ml' }),
  // Suplementos
  'whey-baunilha': () =>
    jar({
      tall: true,
      backdrop: '#cfd8e3',
      color: '#1d1f24',
      accent: '#f2c14e',
      label: '#f2c14e',
      labelAccent: '#1d1f24',
      title: ['WHEY', 'Baunilha'],
      subtitle: 'Concentrado · 900 g',
    }),
  creatina: () => jar({ backdrop: '#d5dde6', color: '#f4f4f2', accent: '#c0392b', title: ['Creatina'], subtitle: 'Monohidratada · 300 g' }),
  'colageno-verisol': () =>
    jar({ tall: true, backdrop: '#f6d5dc', color: '#f1a7b8', accent: '#7a2e45', title: ['Colágeno', 'Verisol®'], subtitle: '+ Vitamina C · 300 g' }),
  multivitaminico: () => pillBottle({ backdrop: '#fde2b8', color: '#f39c12', accent: '#e67e22', title: ['Multi', 'A-Z'], subtitle: '60 cápsulas' }),
  'omega-3': () => pillBottle({ backdrop: '#cfe8f5', color: '#f1c40f', accent: '#2471a3', title: ['Ômega 3'], subtitle: '1000 mg · 120 cáps.' }),
  'vitamina-d3': () =>
    pillBottle({
      backdrop: '#fff1b8',
      color: '#f7dc6f',
      accent: '#d4ac0d',
      labelAccent: '#9a7d0a',
      title: ['Vitamina', 'D3'],
      subtitle: '2.000 UI · 60 cáps.',
    }),
  // Cafés e chás
  'cafe-graos-cerrado': () =>
    coffeeBag({ backdrop: '#e8d8c3', color: '#2d2a26', accent: '#b9770e', label: '#f3e9dc', title: ['Cerrado', 'Mineiro'], subtitle: 'Grãos · 500 g' }),
  'cafe-moido-sul-de-minas': () =>
    coffeeBag({ backdrop: '#ecd9c6', color: '#8e2b1f', accent: '#6e2c00', label: '#fbf1e3', title: ['Sul de', 'Minas'], subtitle: 'Moído · 250 g' }),
  'capsulas-espresso': () =>
    box({
      backdrop: '#e4d6c8',
      color: '#3e2723',
      accent: '#b08d57',
      label: '#f5ede2',
      title: ['Espresso', 'Intenso'],
      subtitle: '10 cápsulas',
      extra: 'capsules',
    }),
  'cha-verde-hibisco': () =>
    box({
      backdrop: '#e3f1dd',
      color: '#5a8f3e',
      accent: '#b03a48',
      label: '#fbfbf4',
      title: ['Chá Verde', 'e Hibisco'],
      subtitle: '20 sachês',
      extra: 'teabag',
    }),
  'kit-degustacao-cafe': () =>
    box({ backdrop: '#ead8c0', color: '#6d4c41', accent: '#a0522d', ribbon: '#c0392b', title: ['3 Cafés Especiais'], subtitle: 'Kit Degustação' }),
  // Roupas
  'camiseta-dry-fit-azul': () => tshirt({ backdrop: '#d6e2f3', color: NAVY, accent: '#ffffff', title: ['DRY FIT'] }),
  'camiseta-dry-fit-preta': () => tshirt({ backdrop: '#dcdde0', color: BLACK, accent: '#f2c14e', title: ['DRY FIT'] }),
  'camiseta-dry-fit-branca': () => tshirt({ backdrop: '#cfd9e6', color: WHITE, accent: NAVY, title: ['DRY FIT'] }),
  'camiseta-algodao-branca': () => tshirt({ backdrop: '#e7e1d6', color: WHITE, accent: '#4a4a4a', title: [] }),
  'camiseta-algodao-preta': () => tshirt({ backdrop: '#e2ddd4', color: BLACK, accent: '#e5e5e5', title: [] }),
  'moletom-preto': () => hoodie({ backdrop: '#dcdcdc', color: '#2a2c31', accent: '#e6e6e6', title: ['CLUBE OFFICE'] }),
  'moletom-azul': () => hoodie({ backdrop: '#d3deef', color: '#27457a', accent: '#f0f0f0', title: ['CLUBE OFFICE'] }),
  'bone-preto': () => cap({ backdrop: '#e0e0e0', color: '#26282d', accent: '#f2c14e', title: [] }),
  'bone-azul': () => cap({ backdrop: '#dbe5f3', color: NAVY, accent: '#ffffff', title: [] }),
  'tenis-corrida': () => sneaker({ backdrop: '#d9ecf2', color: '#2e86c1', accent: '#ffffff', title: [] }),
  // Casa e acessórios
  'caneca-ceramica': () => mug({ backdrop: '#efe1d1', color: '#fbfaf7', accent: NAVY, title: ['CLUBE OFFICE'] }),
  'garrafa-termica-preta': () => thermos({ backdrop: '#dfe3e8', color: '#2b2e33', accent: '#d0d4da', title: ['CLUBE'], subtitle: '750 ml' }),
  'garrafa-termica-azul': () => thermos({ backdrop: '#d7e3f2', color: '#2c5aa0', accent: '#e8eef7', title: ['CLUBE'], subtitle: '750 ml' }),
  'mochila-notebook': () => backpack({ backdrop: '#dfe3e6', color: '#3d4550', accent: '#f2c14e', title: [] }),
  'squeeze-infusor': () => squeeze({ backdrop: '#dff3ee', color: '#48c9b0', accent: '#117864', title: ['600 ml'] }),
  'caderno-executivo': () => notebook({ backdrop: '#efe6d8', color: '#1b2a49', accent: '#d4af37', title: ['CLUBE OFFICE'], subtitle: 'A5 · 160 folhas' }),
  'vela-lavanda': () => candle({ backdrop: '#e6dcf2', color: '#c9b3e6', accent: '#6c3483', title: ['Lavanda'], subtitle: 'Vela aromática 180 g' }),
  // Serviços
  'consultoria-imagem': () =>
    videoCall({ backdrop: '#e5dcf5', color: '#b9a4e3', accent: '#6c4ab6', title: ['Consultoria de Imagem'], subtitle: 'Ao vivo · 1 hora' }),
  'mentoria-vendas': () => chartBoard({ backdrop: '#dcefe4', color: '#7fb99a', accent: '#1e8449', title: ['Mentoria de Vendas'] }),
  'avaliacao-nutricional': () => clipboard({ backdrop: '#e3f4e1', color: '#ffffff', accent: '#27ae60', title: ['Avaliação Nutricional'] }),
  // The demo member's own products
  'sabonetes-artesanais': () =>
    soapBars({
      backdrop: '#f1e7da',
      color: '#ffffff',
      accent: '#8b6b43',
      title: ['Sabonetes Artesanais'],
      subtitle: 'argila · aveia · lavanda',
      colors: ['#9bbf8a', '#efe3c8', '#c7b3e0'],
    }),
  'vela-capim-limao': () => candle({ backdrop: '#eef4d6', color: '#e7ef9f', accent: '#6b8e23', title: ['Capim-Limão'], subtitle: 'Vela artesanal 200 g' }),
  'difusor-alecrim': () => diffuser({ backdrop: '#e2efe6', color: '#7fb77e', accent: '#2f4f2f', title: ['Alecrim'], subtitle: 'Difusor · 250 ml' }),
  'oleo-massagem': () =>
    dropperBottle({ backdrop: '#f4e2cf', color: '#a0522d', accent: '#2b2b2b', title: ['Óleo de', 'Massagem'], subtitle: 'Relaxante · 120 ml' }),
  'cha-seca-barriga': () =>
    box({ backdrop: '#e9f2da', color: '#8bc34a', accent: '#33691e', label: '#fbfbf4', title: ['Chá', 'Seca Barriga'], subtitle: '30 sachês', extra: 'teabag' }),
};
