/** Enumerations of the catalog (spec part 2 section 3; docs/marketplace.md), with pt-BR labels and colours. */

export const ProductType = { Produto: 1, Servico: 2 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
export const productTypeLabels: Record<number, string> = { 1: 'Produto', 2: 'Serviço' };

/** Availability: the members' shop lists 2 and 4, a public store 3 and 4. */
export const ProductStatus = { Indisponivel: 1, DisponivelB2B: 2, DisponivelB2C: 3, DisponivelB2BeB2C: 4 } as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];
export const productStatusInfo: Record<number, { label: string; color: string }> = {
  1: { label: 'Indisponível', color: 'red' },
  2: { label: 'Disponível apenas B2B', color: 'blue' },
  3: { label: 'Disponível apenas B2C', color: 'grape' },
  4: { label: 'Disponível B2B e B2C', color: 'green' },
};
export const SHOP_B2B_STATUSES: readonly number[] = [ProductStatus.DisponivelB2B, ProductStatus.DisponivelB2BeB2C];
export const STORE_B2C_STATUSES: readonly number[] = [ProductStatus.DisponivelB2C, ProductStatus.DisponivelB2BeB2C];

/** The operator's answer to a product ('Solicitação de Criação' column). */
export const OfficeStatus = { Recusado: 0, Pendente: 1, Aceito: 2, PrecisaDeAlteracao: 3 } as const;
export type OfficeStatus = (typeof OfficeStatus)[keyof typeof OfficeStatus];
export const officeStatusInfo: Record<number, { label: string; color: string }> = {
  0: { label: 'Recusado', color: 'red' },
  1: { label: 'Pendente', color: 'yellow' },
  2: { label: 'Aceito', color: 'green' },
  3: { label: 'Precisa de alteração', color: 'orange' },
};

/** Type 1 groups products, Type 2 groups features (Cor, Tamanho...). */
export const CategoryType = { Produto: 1, Atributo: 2 } as const;
export type CategoryType = (typeof CategoryType)[keyof typeof CategoryType];
export const categoryTypeLabels: Record<number, string> = { 1: 'Produto', 2: 'Atributo' };

/** Filter kinds of the products list (spec: 1 ID, 2 name, 3 keyword, 4-6 minimum weight, length, height, 7 minimum price). */
export const ProductFilterType = { Id: 1, Name: 2, Keyword: 3, MinWeight: 4, MinLength: 5, MinHeight: 6, MinPrice: 7 } as const;
export type ProductFilterType = (typeof ProductFilterType)[keyof typeof ProductFilterType];
export const productFilterLabels: Record<number, string> = {
  1: 'ID',
  2: 'Nome do Produto',
  3: 'Palavra-chave',
  4: 'Peso mínimo (g)',
  5: 'Comprimento mínimo (cm)',
  6: 'Altura mínima (cm)',
  7: 'Preço mínimo (R$)',
};

/** PaginationFilter.Type of the product query. */
export const ProductSort = { Id: 1, AlphabeticalName: 2, NumberOfSales: 3 } as const;
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort];

/** The shop's origin filter: Todos (null), Produtos do Admin (true), Produtos dos Usuários (false). */
export const productOriginOptions: ReadonlyArray<{ label: string; value: boolean | null }> = [
  { label: 'Todos', value: null },
  { label: 'Produtos do Admin', value: true },
  { label: 'Produtos dos Usuários', value: false },
];
