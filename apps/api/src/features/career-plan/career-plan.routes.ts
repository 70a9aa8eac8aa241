import type { FastifyInstance } from 'fastify';
import { centsToReais, messages, OfferStatus } from '@clube/contract';
import {
  adminCreateRank,
  adminDeactivateRank,
  adminEvaluateCareerPlan,
  adminGetAllRanks,
  adminReactivateRank,
  adminUpdateRank,
  getUserRanksDetails,
} from '@clube/contract/career-plan';
import { auditActorOf } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { ok, okPaged, route } from '../../platform/route';
import { evaluateAll } from './career-plan.nightly';
import { userRanksDetails } from './career-plan.service';
import * as ranks from './ranks-admin.service';

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

  // The console's ranks and prizes (docs/admin.md#offers): Owner only, each change audited.
  route(app, adminGetAllRanks, async ({ body }) => {
    const { data, pagination } = await ranks.list(db(), body!);
    return okPaged(data, pagination);
  });
  route(app, adminCreateRank, async ({ body, user, req }) => ok(await ranks.create(db(), auditActorOf(user, req), body!), messages.rankCreated));
  route(app, adminUpdateRank, async ({ body, user, req }) => ok(await ranks.update(db(), auditActorOf(user, req), body!), messages.rankUpdated));
  route(app, adminDeactivateRank, async ({ params, user, req }) =>
    ok(await ranks.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Inativo), messages.rankDeactivated),
  );
  route(app, adminReactivateRank, async ({ params, user, req }) =>
    ok(await ranks.setStatus(db(), auditActorOf(user, req), params!.id, OfferStatus.Ativo), messages.rankReactivated),
  );
}
