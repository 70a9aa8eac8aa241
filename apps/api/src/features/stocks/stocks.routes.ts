import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import { createNewStock, getAllStocks, getAllStocksByProductId, updateStock } from '@clube/contract/stocks';
import { ok, route } from '../../platform/route';
import { actorOf } from '../storages';
import * as service from './stocks.service';

/** A product's stocks (spec part 2 section 7, /api/logistics/stocks). */
export async function stocksRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllStocks, async ({ user }) => ok(await service.stocksOfCaller(db(), actorOf(user))));

  route(app, getAllStocksByProductId, async ({ user, params }) => ok(await service.stocksOfProduct(db(), actorOf(user), params!.id)));

  route(app, createNewStock, async ({ user, body }) => ok(await service.createStock(db(), actorOf(user), body!), messages.stockCreated));

  route(app, updateStock, async ({ user, body }) => ok(await service.updateStock(db(), actorOf(user), body!), messages.stockUpdated));
}
