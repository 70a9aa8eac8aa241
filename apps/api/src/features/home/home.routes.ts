import type { FastifyInstance } from 'fastify';
import { getDashboardCharts } from '@clube/contract/home';
import { ok, route } from '../../platform/route';
import { dashboardCharts } from './dashboard-charts.service';

/** The home's own reads (docs/charts.md#home); its cards read the other features' calls. */
export async function homeRoutes(app: FastifyInstance) {
  route(app, getDashboardCharts, async ({ user }) => ok(await dashboardCharts(app.deps.database.db, user.id)));
}
