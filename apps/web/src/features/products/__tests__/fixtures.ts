import type { Category, Feature, ProductListEntry } from '@clube/contract/products';

export const categories: Category[] = [
  { Id: 3, Type: 1, TypeFormatted: 'Produto', Name: 'Camisetas' },
  { Id: 7, Type: 1, TypeFormatted: 'Produto', Name: 'Calçados' },
];

export const features: Feature[] = [
  { Id: 21, Name: 'Azul', CategoryId: 2, Category: { Id: 2, Name: 'Cor', Type: 2 } },
  { Id: 22, Name: 'Verde', CategoryId: 2, Category: { Id: 2, Name: 'Cor', Type: 2 } },
  { Id: 31, Name: 'M', CategoryId: 5, Category: { Id: 5, Name: 'Tamanho', Type: 2 } },
];

export const camiseta: ProductListEntry = {
  Product: {
    Id: 41,
    UserId: 7,
    IsOfficeProduct: false,
    Type: 1,
    TypeFormatted: 'Produto',
    Name: 'Camiseta Dry Fit',
    Description: 'Camiseta esportiva',
    Price: 1234.56,
    DealerDiscount: 234.56,
    DealerPrice: 1000,
    Weight: 1500,
    Length: 15.5,
    Width: 11,
    Height: 2,
    NumberOfSales: 0,
    Categories: [3],
    Status: 2,
    StatusFormatted: 'Disponível apenas B2B',
    StatusColor: 'blue',
    OfficeStatus: 1,
    OfficeStatusFormatted: 'Pendente',
    OfficeStatusColor: 'yellow',
    NeedsChangeMessage: null,
    OfficePercentage: 12.5,
    NCM: '61091000',
    Code: 'CAM-01',
    UnilevelId: null,
    Created: '2026-11-20T12:00:00.000Z',
    Updated: '2026-11-20T12:00:00.000Z',
  },
  ProductImages: [
    { Id: 501, StoredFile: { Id: 9001, FullUrl: '/api/files/9001', ContentType: 'image/png', OriginalFileName: 'frente.png' } },
    { Id: 502, StoredFile: { Id: 9002, FullUrl: '/api/files/9002', ContentType: 'image/jpeg', OriginalFileName: 'costas.jpg' } },
  ],
  Stocks: [],
};

export const tenis: ProductListEntry = {
  ...camiseta,
  Product: {
    ...camiseta.Product,
    Id: 40,
    Name: 'Tênis Corrida',
    Price: 399.9,
    DealerDiscount: 0,
    Status: 1,
    StatusFormatted: 'Indisponível',
    StatusColor: 'red',
    OfficeStatus: 3,
    OfficeStatusFormatted: 'Precisa de alteração',
    OfficeStatusColor: 'orange',
    NeedsChangeMessage: 'Envie uma foto com fundo branco.',
  },
  ProductImages: [],
};

export const paged = (Data: unknown[], TotalRows = Data.length, Page = 1) => ({
  IsSuccess: true,
  Message: null,
  Data,
  PaginationSettings: { Page, TotalPages: Math.max(1, Math.ceil(TotalRows / 50)), TotalRows, AllPages: [1] },
});

/** A file of `bytes` bytes (content irrelevant: the web checks the declared type and the size). */
export const imageFile = (name: string, type = 'image/png', bytes = 100) => new File([new Uint8Array(bytes)], name, { type });
