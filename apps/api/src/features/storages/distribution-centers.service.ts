import type { z } from 'zod';
import { messages, paginationResponse } from '@clube/contract';
import { normalizePhone } from '@clube/contract/registration';
import type { DistributionCenter, DistributionCenterValues as Form, GetAllDistributionCentersRequest } from '@clube/contract/storages';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isStateCode } from '../helpers';
import type { Actor } from './actor';
import { toDistributionCenterDto } from './distribution-centers.mapper';
import * as repo from './distribution-centers.repository';
import { cityCodeOf } from './ibge-cities';

type ListInput = z.output<typeof GetAllDistributionCentersRequest>;

/** Form -> row values: a real UF, and the city's IBGE code when its name matches one (null otherwise). */
function toValues(f: Form): repo.DistributionCenterValues {
  if (!isStateCode(f.State)) throw badRequest(messages.invalidState, { State: [messages.invalidState] });
  return {
    name: f.Name,
    zipCode: f.ZipCode,
    street: f.Street,
    number: f.Number,
    district: f.District,
    city: f.City,
    cityCode: cityCodeOf(f.City, f.State),
    state: f.State,
    complement: f.Complement || null,
    phone: f.Phone ? normalizePhone(f.Phone) : null,
  };
}

export async function listDistributionCenters(db: DbOrTx, actor: Actor, input: ListInput) {
  const { Page: page, RowsPerPage: rows } = input.PaginationSettings;
  const { rows: found, total } = await repo.search(db, actor.admin ? null : actor.id, rows, (page - 1) * rows);
  return { data: found.map(toDistributionCenterDto), pagination: paginationResponse(page, rows, total) };
}

export async function distributionCenterOfCaller(db: DbOrTx, userId: number): Promise<DistributionCenter | null> {
  const row = await repo.findOfUser(db, userId);
  return row ? toDistributionCenterDto(row) : null;
}

export async function createDistributionCenter(db: DbOrTx, userId: number, input: Form): Promise<DistributionCenter> {
  const row = await repo.insertIfNone(db, userId, toValues(input));
  if (!row) throw conflict(messages.distributionCenterExists);
  return toDistributionCenterDto(row);
}

export async function updateDistributionCenter(db: DbOrTx, actor: Actor, id: number, input: Form): Promise<DistributionCenter> {
  const row = await repo.update(db, id, actor.admin ? null : actor.id, toValues(input));
  if (!row) throw notFound(messages.distributionCenterNotFound);
  return toDistributionCenterDto(row);
}
