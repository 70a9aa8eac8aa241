import type { FastifyInstance } from 'fastify';

export async function currentAccountRoutes(_app: FastifyInstance) {
  // Filled by the feature.
}
