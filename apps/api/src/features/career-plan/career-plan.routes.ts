import type { FastifyInstance } from 'fastify';
import { centsToReais, messages } from '@clube/contract';
import { adminEvaluateCareerPlan, getUserRanksDetails } from '@clube/contract/career-plan';
import { conflict } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { evaluateAll } from './career-plan.nightly';
import { userRanksDetails } from './career-plan.service';

export async function careerPlanRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getUserRanksDetails, async ({ user }) => ok(await userRanksDetails(db(), user.id)));

  route(app, adminEvaluateCareerPlan, async () => {
    const r = await evaluateAll(db());
    if (!r) throw conflict(messages.careerPlanEvaluationBusy);
    return ok(
      {
        EvaluatedMembers: r.evaluatedMembers,
        NewAchievements: r.newAchievements,
        MoneyPrizes: r.moneyPrizes,
        MoneyPaid: centsToReais(r.moneyPaidCents),
        QuotaPrizes: r.quotaPrizes,
        DescriptionPrizes: r.descriptionPrizes,
        RankChanges: r.rankChanges,
        DurationMs: r.durationMs,
      },
      messages.careerPlanEvaluationDone,
    );
  });
}
