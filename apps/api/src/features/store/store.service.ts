import type { z } from 'zod';
import { messages, UserStatus, UserType } from '@clube/contract';
import { GetAllProductsRequest, ProductFilterType, type ShopProductEntry } from '@clube/contract/products';
import type { StoreCategory, StoreHeader, StoreProductsRequest } from '@clube/contract/store';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { listStoreProducts } from '../products';
import * as repo from './store.repository';

/** The member whose store it is; an unknown, blocked or non-member username is no store. */
export async function storeOwner(db: DbOrTx, username: string) {
  const owner = await repo.findStoreOwner(db, username);
  if (!owner) throw notFound(messages.orderStoreNotFound);
  return owner;
}

export async function storeHeader(db: DbOrTx, username: string): Promise<StoreHeader> {
  const owner = await storeOwner(db, username);
  return { Name: owner.name, Username: owner.username };
}

/** A store client pays the list price (docs/marketplace.md#orders): no dealer discount is shown or given. */
function atListPrice(entry: ShopProductEntry): ShopProductEntry {
  return { ...entry, Product: { ...entry.Product, DealerDiscount: 0, DealerPrice: entry.Product.Price } };
}

/**
 * A page of the store (docs/marketplace.md#public-store). A signed-in store client's address
 * chooses the storages (the one he names, else his newest); anyone else sees National storages.
 */
export async function storeProducts(db: DbOrTx, username: string, viewer: AuthUser | undefined, body: z.output<typeof StoreProductsRequest>) {
  const owner = await storeOwner(db, username);
  const buyerId = viewer?.type === UserType.UserStore ? viewer.id : null;
  const name = body.Name ?? '';
  const query = GetAllProductsRequest.parse({
    PaginationSettings: body.PaginationSettings,
    PaginationFilter: body.PaginationFilter,
    ProductType: body.ProductType ?? null,
    Categories: body.Categories ?? null,
    Filters: name ? [{ Type: ProductFilterType.Name, Value: name }] : [],
    IsFromMarketplace: true,
    DeliveryAddressId: buyerId === null ? null : (body.DeliveryAddressId ?? null),
  });
  const { data, pagination } = await listStoreProducts(db, { sellerUsername: owner.username, buyerId, query });
  return { data: data.map(atListPrice), pagination };
}

export async function storeCategories(db: DbOrTx, username: string): Promise<StoreCategory[]> {
  const owner = await storeOwner(db, username);
  const sellerId = owner.status === UserStatus.Ativo ? owner.id : null;
  return (await repo.storeCategories(db, sellerId)).map((c) => ({ Id: c.id, Name: c.name }));
}
