import { MAX_PAGE_SIZE, messages, paginationResponse, UserStatus, UserType } from '@clube/contract';
import {
  CreateProductForm,
  MAX_PRODUCT_IMAGES,
  OfficeStatus,
  PRODUCTS_UNPAGED_MAX,
  ProductFilterType,
  SHOP_PAGE_SIZE,
  SHOP_PAGES_AHEAD,
  UpdateProductForm,
  type ProductListEntry,
  type ProductQuery,
  type ShopProductEntry,
} from '@clube/contract/products';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { requireAccess } from '../../platform/access';
import { auditActorById, writeAudit } from '../../platform/audit';
import { isAdmin, type AuthUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { cityCodeOf } from '../storages';
import * as categories from './categories.repository';
import { escapeLike } from './like';
import { searchProducts, type ProductSearch, type SearchScope } from './product-search.repository';
import { requireRoomForImages, type ImageQuota } from './product-image-quota';
import { parseForm, type ProductUpload } from './product-upload';
import { toListEntry, toShopEntry } from './products.mapper';
import * as repo from './products.repository';
import { unilevelIdToStore } from './product-unilevel';

const INT_MAX = 2_147_483_647;

/** The query's filters, sort and kinds as search conditions (the scope and paging are the caller's). */
function conditionsOf(
  q: ProductQuery,
): Pick<
  ProductSearch,
  | 'id'
  | 'nameContains'
  | 'keywordContains'
  | 'minWeightGrams'
  | 'minLengthMm'
  | 'minHeightMm'
  | 'minPriceCents'
  | 'categoryIds'
  | 'featureIds'
  | 'sort'
  | 'descending'
> {
  const out: ReturnType<typeof conditionsOf> = { sort: 'id', descending: true };
  for (const f of q.Filters) {
    const n = f.Scaled === null ? undefined : Math.min(f.Scaled, INT_MAX);
    switch (f.Type) {
      case ProductFilterType.Id:
        out.id = n;
        break;
      case ProductFilterType.Name:
        out.nameContains = escapeLike(f.Text!);
        break;
      case ProductFilterType.Keyword:
        out.keywordContains = escapeLike(f.Text!);
        break;
      case ProductFilterType.MinWeight:
        out.minWeightGrams = n;
        break;
      case ProductFilterType.MinLength:
        out.minLengthMm = n;
        break;
      case ProductFilterType.MinHeight:
        out.minHeightMm = n;
        break;
      case ProductFilterType.MinPrice:
        out.minPriceCents = f.Scaled!;
        break;
    }
  }
  if (q.Categories?.length) out.categoryIds = [...new Set(q.Categories)];
  if (q.Features?.length) out.featureIds = [...new Set(q.Features)];
  const sortType = q.PaginationFilter?.Type;
  out.sort = sortType === 2 ? 'name' : sortType === 3 ? 'sales' : 'id';
  out.descending = q.PaginationFilter?.OrderByDescending ?? out.sort !== 'name';
  return out;
}

/**
 * The IBGE city of the buyer's delivery address (the one asked for, else his newest): the shop
 * offers the stock of the storages serving it. No address, or a city IBGE does not know: null
 * (National storages only).
 */
async function deliveryCityCode(db: DbOrTx, userId: number, addressId: number | null | undefined): Promise<number | null> {
  const address = await repo.deliveryAddress(db, userId, addressId ?? undefined);
  if (!address) {
    if (addressId) throw notFound(messages.addressNotFound);
    return null;
  }
  return cityCodeOf(address.city, address.state);
}

/** The seller's products (an Administrator: every product), 50 a page or all of them (IgnorePagination). */
export async function list(db: DbOrTx, user: AuthUser, q: ProductQuery) {
  if (q.IsFromMarketplace) return shopPage(db, { kind: 'shop', buyerId: user.id }, q, user.id);
  const unpaged = q.IgnorePagination === true;
  const page = unpaged ? 1 : q.PaginationSettings.Page;
  const rowsPerPage = unpaged ? PRODUCTS_UNPAGED_MAX : Math.min(q.PaginationSettings.RowsPerPage, MAX_PAGE_SIZE);
  const servingCityCode = q.GetOnlyTheRightStorages ? await deliveryCityCode(db, user.id, q.DeliveryAddressId) : undefined;
  const { rows, total } = await searchProducts(db, {
    scope: isAdmin(user) ? { kind: 'all' } : { kind: 'owner', ownerId: user.id },
    ...conditionsOf(q),
    officeStatus: q.OfficeStatus ?? undefined,
    status: q.ProductStatus ?? undefined,
    type: q.ProductType ?? undefined,
    isOffice: q.IsOfficeProduct ?? undefined,
    onlyWithStock: q.OnlyWithStock === true,
    servingCityCode,
    withStocks: q.GetStockDetails === true,
    onlyAvailableStocks: false,
    withSeller: false,
    limit: rowsPerPage,
    offset: (page - 1) * rowsPerPage,
  });
  return { data: rows.map(toListEntry), pagination: paginationResponse(page, rowsPerPage, total) };
}

/**
 * A page of 24 of the members' shop or of a public store: accepted products with units to sell
 * from storages serving the buyer, each with those stocks. The total is counted at most
 * SHOP_PAGES_AHEAD pages past this one (docs/marketplace.md, "Shop listing").
 */
async function shopPage(db: DbOrTx, scope: SearchScope, q: ProductQuery, buyerId: number | null) {
  const servingCityCode = buyerId === null ? null : await deliveryCityCode(db, buyerId, q.DeliveryAddressId);
  const page = q.PaginationSettings.Page;
  const offset = (page - 1) * SHOP_PAGE_SIZE;
  const { rows, total } = await searchProducts(db, {
    scope,
    ...conditionsOf(q),
    type: q.ProductType ?? undefined,
    isOffice: q.IsOfficeProduct ?? undefined,
    onlyWithStock: true,
    servingCityCode,
    withStocks: true,
    onlyAvailableStocks: true,
    withSeller: false,
    limit: SHOP_PAGE_SIZE,
    offset,
    countLimit: offset + SHOP_PAGES_AHEAD * SHOP_PAGE_SIZE + 1,
  });
  return { data: rows.map(toShopEntry), pagination: paginationResponse(page, SHOP_PAGE_SIZE, total) };
}

/**
 * A member's public store (docs/marketplace.md#public-store): the club's products and his own
 * (while he is Ativo) available on B2C (status 3 or 4), as the shop lists them. `buyerId`: the signed-in store client
 * (his address chooses the storages), or null for a visitor (National storages only).
 */
export async function listStoreProducts(
  db: DbOrTx,
  input: { sellerUsername: string; buyerId: number | null; query: ProductQuery },
): Promise<{ data: ShopProductEntry[]; pagination: ReturnType<typeof paginationResponse> }> {
  const seller = await repo.sellerByUsername(db, input.sellerUsername);
  if (!seller || seller.type !== UserType.User) throw notFound(messages.orderStoreNotFound);
  // A member who is not Ativo sells nothing: his store shows the club's products only.
  const sellerId = seller.status === UserStatus.Ativo ? seller.id : null;
  return shopPage(db, { kind: 'store', sellerId }, input.query, input.buyerId);
}

/** One product as its owner sees it (after a write). */
async function entryOf(db: DbOrTx, id: number): Promise<ProductListEntry> {
  const { rows } = await searchProducts(db, {
    scope: { kind: 'all' },
    id,
    onlyWithStock: false,
    withStocks: false,
    onlyAvailableStocks: false,
    withSeller: false,
    sort: 'id',
    descending: true,
    limit: 1,
    offset: 0,
  });
  return toListEntry(rows[0]!);
}

async function checkCategories(tx: Tx, ids: number[]) {
  const known = await categories.productCategoryIds(tx, ids);
  if (ids.some((id) => !known.has(id))) throw badRequest(messages.productCategoryNotFound, { Categories: [messages.productCategoryNotFound] });
}

function checkImageCount(count: number) {
  if (count > MAX_PRODUCT_IMAGES) throw badRequest(messages.productMaxImages);
}

/**
 * A member's product starts Pendente; an Administrator's is the club's own, accepted at once
 * (docs/marketplace.md). Only an Administrator's UnilevelId is kept (product-unilevel.ts). A
 * member's images count against his quota (product-image-quota.ts); the club's do not.
 */
export async function create(db: Db, user: AuthUser, upload: ProductUpload, quota: ImageQuota): Promise<ProductListEntry> {
  const values = parseForm(CreateProductForm, upload.fields);
  checkImageCount(upload.files.length);
  const admin = isAdmin(user);
  return db.transaction(async (tx) => {
    if (!admin) await requireRoomForImages(tx, user.id, upload.files, quota);
    await checkCategories(tx, values.categoryIds);
    const { categoryIds, ...columns } = values;
    const id = await repo.insertProduct(tx, {
      ...columns,
      unilevelId: await unilevelIdToStore(tx, admin, columns.unilevelId, null),
      ownerId: user.id,
      isOffice: admin,
      officeStatus: admin ? OfficeStatus.Aceito : OfficeStatus.Pendente,
    });
    await repo.replaceCategories(tx, id, categoryIds);
    await repo.appendImages(tx, id, upload.files);
    return entryOf(tx, id);
  });
}

/**
 * Only the owner or an Administrator; another's product answers 404. New images add to the
 * product's (at most 5 in all). A seller's edit sends the product back to Pendente: what the
 * shop shows is always what an operator saw; an Administrator's edit keeps its review state.
 * A member's UnilevelId is ignored: the product keeps its table (product-unilevel.ts). A member's
 * new images count against his quota; an Administrator's additions do not.
 */
export async function update(db: Db, user: AuthUser, upload: ProductUpload, quota: ImageQuota): Promise<ProductListEntry> {
  const { id, categoryIds, ...columns } = parseForm(UpdateProductForm, upload.fields);
  const admin = isAdmin(user);
  return db.transaction(async (tx) => {
    const locked = await repo.lockProduct(tx, id);
    const current = requireAccess(user, 'product.update', locked && { ...locked, ownerIds: [locked.ownerId] }, messages.productNotFound);
    checkImageCount((await repo.imageCount(tx, id)) + upload.files.length);
    if (!admin) await requireRoomForImages(tx, current.ownerId, upload.files, quota);
    await checkCategories(tx, categoryIds);
    const officeStatus = admin ? current.officeStatus : OfficeStatus.Pendente;
    const unilevelId = await unilevelIdToStore(tx, admin, columns.unilevelId, current.unilevelId);
    await repo.updateProduct(tx, id, { ...columns, unilevelId, officeStatus, needsChangeMessage: admin ? current.needsChangeMessage : null });
    await repo.replaceCategories(tx, id, categoryIds);
    await repo.appendImages(tx, id, upload.files);
    if (admin && current.ownerId !== user.id) {
      await writeAudit(tx, auditActorById(user.id), {
        action: 'product.update',
        target: `product:${id}`,
        data: {
          ownerId: current.ownerId,
          imagesAdded: upload.files.length,
          ...(unilevelId !== current.unilevelId ? { unilevelId: { before: current.unilevelId, after: unilevelId } } : {}),
        },
      });
    }
    return entryOf(tx, id);
  });
}

/** Only the product's owner or an Administrator; another's image answers 404. The product keeps its review state. */
export async function deleteImage(db: Db, user: AuthUser, imageId: number): Promise<void> {
  const admin = isAdmin(user);
  await db.transaction(async (tx) => {
    const locked = await repo.lockImage(tx, imageId);
    const image = requireAccess(user, 'product.image.delete', locked && { ...locked, ownerIds: [locked.ownerId] }, messages.productImageNotFound);
    await repo.deleteImage(tx, image.id, image.fileId);
    if (admin && image.ownerId !== user.id) {
      await writeAudit(tx, auditActorById(user.id), {
        action: 'product.image.delete',
        target: `product:${image.productId}`,
        data: { imageId, ownerId: image.ownerId },
      });
    }
  });
}
