import type { FastifyInstance } from 'fastify';
import { getAllJobRuns, getAllOutboxEmails, getJobsSummary, getOutboxEmail, runJobNow, verifyLedgerNow } from '@clube/contract/admin';
import { auditActorOf } from '../../platform/audit';
import { ok, okPaged, route } from '../../platform/route';
import * as jobs from './jobs.service';
import { verifyNow } from './ledger-verification.service';
import * as outbox from './outbox.service';

/** The console's operations (docs/admin.md#jobs): the e-mail outbox, the jobs, the ledger verification. */
export async function operationsRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getAllOutboxEmails, async ({ body }) => {
    const { data, pagination } = await outbox.list(db(), body!);
    return okPaged(data, pagination);
  });

  route(app, getOutboxEmail, async ({ params }) => ok(await outbox.get(db(), params!.id)));

  route(app, getAllJobRuns, async ({ body }) => {
    const { data, pagination } = await jobs.listRuns(db(), body!);
    return okPaged(data, pagination);
  });

  route(app, getJobsSummary, async () => ok(await jobs.summary(db(), app.deps.config.JOBS === 'on')));

  route(app, runJobNow, async ({ params, user, req }) => {
    const { run, message } = await jobs.runNow(db(), auditActorOf(user, req), params!.job);
    return ok(run, message);
  });

  route(app, verifyLedgerNow, async () => ok(await verifyNow(db())));
}
