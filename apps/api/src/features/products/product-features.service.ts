import type { z } from 'zod';
import { messages } from '@clube/contract';
import { CategoryType, type CreateFeatureRequest, type Feature, type UpdateFeatureRequest } from '@clube/contract/products';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { auditActorById, writeAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import * as categories from './categories.repository';
import * as repo from './product-features.repository';

const toFeatureDto = (r: repo.FeatureWithCategory): Feature => ({
  Id: r.id,
  Name: r.name,
  CategoryId: r.categoryId,
  Category: { Id: r.categoryId, Name: r.categoryName, Type: r.categoryType },
});

export async function listAll(db: DbOrTx): Promise<Feature[]> {
  return (await repo.listAll(db)).map(toFeatureDto);
}

/** Features hang on feature categories (Type 2) only. */
async function checkCategory(tx: Tx, categoryId: number) {
  const category = await categories.findById(tx, categoryId);
  if (!category) throw notFound(messages.categoryNotFound);
  if (category.type !== CategoryType.Atributo) throw badRequest(messages.featureCategoryInvalid);
}

export async function create(db: Db, operator: AuthUser, input: z.output<typeof CreateFeatureRequest>): Promise<Feature> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, input.CategoryId);
    if (await repo.nameTaken(tx, input.CategoryId, input.Name)) throw conflict(messages.featureNameInUse);
    const id = await repo.insert(tx, { categoryId: input.CategoryId, name: input.Name });
    await writeAudit(tx, auditActorById(operator.id), {
      action: 'feature.create',
      target: `feature:${id}`,
      data: { categoryId: input.CategoryId, name: input.Name },
    });
    return toFeatureDto((await repo.findById(tx, id))!);
  });
}

export async function update(db: Db, operator: AuthUser, input: z.output<typeof UpdateFeatureRequest>): Promise<Feature> {
  return db.transaction(async (tx) => {
    const current = await repo.findById(tx, input.Id);
    if (!current) throw notFound(messages.featureNotFound);
    await checkCategory(tx, input.CategoryId);
    if (await repo.nameTaken(tx, input.CategoryId, input.Name, current.id)) throw conflict(messages.featureNameInUse);
    await repo.update(tx, current.id, { categoryId: input.CategoryId, name: input.Name });
    await writeAudit(tx, auditActorById(operator.id), {
      action: 'feature.update',
      target: `feature:${current.id}`,
      data: { before: { categoryId: current.categoryId, name: current.name }, after: { categoryId: input.CategoryId, name: input.Name } },
    });
    return toFeatureDto((await repo.findById(tx, current.id))!);
  });
}
