import type { Stock } from '@clube/contract/stocks';
import type { StockListed } from './stocks.repository';

/** Row -> wire Stock: Quantity is the available quantity, on hand minus what open orders reserved. */
export function toStockDto(s: StockListed): Stock {
  return {
    Id: s.id,
    Name: s.name,
    Quantity: s.onHand - s.reserved,
    Storage: { Name: s.storageName },
    ProductId: s.productId,
    StorageId: s.storageId,
    StockFeatures: s.features.map((f) => ({
      FeatureId: f.featureId,
      Feature: { Id: f.featureId, Name: f.featureName, Category: { Id: f.categoryId, Name: f.categoryName } },
    })),
  };
}
