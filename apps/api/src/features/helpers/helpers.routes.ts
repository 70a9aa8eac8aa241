import type { FastifyInstance } from 'fastify';

export async function helpersRoutes(_app: FastifyInstance) {
  // Filled by the feature.
}
