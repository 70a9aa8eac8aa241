import type { FastifyInstance } from 'fastify';

export async function plansRoutes(_app: FastifyInstance) {
  // Filled by the feature.
}
