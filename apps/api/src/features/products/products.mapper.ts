import { centsToReais } from '@clube/contract';
import { storedFileUrl } from '@clube/contract/configurations';
import {
  officeStatusInfo,
  productStatusInfo,
  productTypeLabels,
  type AdminProductEntry,
  type Product,
  type ProductImage,
  type ProductListEntry,
  type ProductStock,
  type ShopProduct,
  type ShopProductEntry,
} from '@clube/contract/products';

/** A product as the search statement builds it in JSON (product-search.repository.ts). */
export interface ProductJson {
  id: number;
  ownerId: number;
  isOffice: boolean;
  type: number;
  name: string;
  description: string;
  priceCents: number | string;
  dealerDiscountCents: number | string;
  status: number;
  officeStatus: number;
  needsChangeMessage: string | null;
  officePercentageBps: number;
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  numberOfSales: number;
  ncm: string | null;
  code: string | null;
  unilevelId: number | null;
  createdAt: string;
  updatedAt: string;
  categoryIds: number[];
  images: Array<{ id: number; fileId: number; fileName: string; contentType: string }>;
  stocks: Array<{
    id: number;
    name: string;
    storageId: number;
    quantity: number;
    features: Array<{ featureId: number; featureName: string; categoryId: number; categoryName: string }>;
  }>;
  seller: { id: number; name: string; username: string } | null;
}

const iso = (t: string) => new Date(t).toISOString();

function toShopProduct(r: ProductJson): ShopProduct {
  const price = Number(r.priceCents);
  const discount = Number(r.dealerDiscountCents);
  return {
    Id: r.id,
    UserId: r.ownerId,
    IsOfficeProduct: r.isOffice,
    Type: r.type,
    TypeFormatted: productTypeLabels[r.type] ?? String(r.type),
    Name: r.name,
    Description: r.description,
    Price: centsToReais(price),
    DealerDiscount: centsToReais(discount),
    DealerPrice: centsToReais(price - discount),
    Weight: r.weightGrams,
    Length: r.lengthMm / 10,
    Width: r.widthMm / 10,
    Height: r.heightMm / 10,
    NumberOfSales: r.numberOfSales,
    Categories: r.categoryIds,
  };
}

function toProduct(r: ProductJson): Product {
  const status = productStatusInfo[r.status];
  const office = officeStatusInfo[r.officeStatus];
  return {
    ...toShopProduct(r),
    Status: r.status,
    StatusFormatted: status?.label ?? String(r.status),
    StatusColor: status?.color ?? 'gray',
    OfficeStatus: r.officeStatus,
    OfficeStatusFormatted: office?.label ?? String(r.officeStatus),
    OfficeStatusColor: office?.color ?? 'gray',
    NeedsChangeMessage: r.needsChangeMessage,
    OfficePercentage: r.officePercentageBps / 100,
    NCM: r.ncm,
    Code: r.code,
    UnilevelId: r.unilevelId,
    Created: iso(r.createdAt),
    Updated: iso(r.updatedAt),
  };
}

const toImages = (r: ProductJson): ProductImage[] =>
  r.images.map((i) => ({
    Id: i.id,
    StoredFile: { Id: Number(i.fileId), FullUrl: storedFileUrl(Number(i.fileId), i.fileName), ContentType: i.contentType, OriginalFileName: i.fileName },
  }));

const toStocks = (r: ProductJson): ProductStock[] =>
  r.stocks.map((s) => ({
    Id: s.id,
    Name: s.name,
    Quantity: s.quantity,
    StorageId: s.storageId,
    StockFeatures: s.features.map((f) => ({
      FeatureId: f.featureId,
      Feature: { Id: f.featureId, Name: f.featureName, Category: { Id: f.categoryId, Name: f.categoryName } },
    })),
  }));

export const toListEntry = (r: ProductJson): ProductListEntry => ({ Product: toProduct(r), ProductImages: toImages(r), Stocks: toStocks(r) });

export const toShopEntry = (r: ProductJson): ShopProductEntry => ({ Product: toShopProduct(r), ProductImages: toImages(r), Stocks: toStocks(r) });

export const toAdminEntry = (r: ProductJson): AdminProductEntry => ({
  ...toListEntry(r),
  Seller: { Id: r.seller!.id, Name: r.seller!.name, Username: r.seller!.username },
});
