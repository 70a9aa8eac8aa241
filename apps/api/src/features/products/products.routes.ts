import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { messages } from '@clube/contract';
import {
  adminAcceptProduct,
  adminCreateFeature,
  adminGetAllProducts,
  adminRefuseProduct,
  adminRequestProductChanges,
  adminUpdateFeature,
  createNewCategory,
  createNewProduct,
  deleteProductImage,
  getAllCategories,
  getAllFeatures,
  getAllProducts,
  OfficeStatus,
  updateCategory,
  updateProduct,
} from '@clube/contract/products';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as categories from './categories.service';
import * as features from './product-features.service';
import { imageQuotaOf } from './product-image-quota';
import { PRODUCT_MULTIPART_LIMITS, PRODUCT_UPLOAD_RATE_LIMIT, readProductUpload } from './product-upload';
import * as admin from './products-admin.service';
import * as products from './products.service';

/** The catalog: categories, features, products and their images, and the operators' review (docs/marketplace.md). */
export async function productsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllCategories, async ({ body }) => {
    const { data, pagination } = await categories.list(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, createNewCategory, async ({ body, user }) => ok(await categories.create(db(), user, body!), messages.categoryCreated));
  route(app, updateCategory, async ({ body, user }) => ok(await categories.update(db(), user, body!), messages.categoryUpdated));

  route(app, getAllFeatures, async () => ok(await features.listAll(db())));
  route(app, adminCreateFeature, async ({ body, user }) => ok(await features.create(db(), user, body!), messages.featureCreated));
  route(app, adminUpdateFeature, async ({ body, user }) => ok(await features.update(db(), user, body!), messages.featureUpdated));

  route(app, getAllProducts, async ({ body, user }) => {
    const { data, pagination } = await products.list(db(), user, body!);
    return okPaged(data, pagination);
  });
  route(app, deleteProductImage, async ({ params, user }) => {
    await products.deleteImage(db(), user, params!.id);
    return ok(null, messages.productImageDeleted);
  });

  // The multipart parser lives in this scope only: every other route keeps refusing multipart bodies.
  const quota = imageQuotaOf(app.deps.config);
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: PRODUCT_MULTIPART_LIMITS });
    route(
      uploads,
      createNewProduct,
      async ({ req, user }) => ok(await products.create(db(), user, await readProductUpload(req), quota), messages.productCreated),
      { rateLimit: PRODUCT_UPLOAD_RATE_LIMIT },
    );
    route(
      uploads,
      updateProduct,
      async ({ req, user }) => ok(await products.update(db(), user, await readProductUpload(req), quota), messages.productUpdated),
      { rateLimit: PRODUCT_UPLOAD_RATE_LIMIT },
    );
  });

  route(app, adminGetAllProducts, async ({ body }) => {
    const { data, pagination } = await admin.listByOfficeStatus(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, adminAcceptProduct, async ({ params, body, user, req }) =>
    ok(await admin.review(db(), auditActorOf(user, req), params!.id, OfficeStatus.Aceito, { unilevelId: body?.UnilevelId }), messages.productAccepted),
  );
  route(app, adminRefuseProduct, async ({ params, body, user, req }) =>
    ok(await admin.review(db(), auditActorOf(user, req), params!.id, OfficeStatus.Recusado, { reason: body?.Reason }), messages.productRefused),
  );
  route(app, adminRequestProductChanges, async ({ params, body, user, req }) =>
    ok(
      await admin.review(db(), auditActorOf(user, req), params!.id, OfficeStatus.PrecisaDeAlteracao, { needsChangeMessage: body!.NeedsChangeMessage }),
      messages.productChangesRequested,
    ),
  );
}
