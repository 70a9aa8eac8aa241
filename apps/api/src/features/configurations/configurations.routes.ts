import type { FastifyInstance } from 'fastify';

export async function configurationsRoutes(_app: FastifyInstance) {
  // Filled by the feature.
}
