import type { FastifyInstance } from 'fastify';

export async function ledgerRoutes(_app: FastifyInstance) {
  // Filled by the feature.
}
