import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  downloadDataExport,
  getContractVersion,
  getMyPrivacy,
  getPrivacyRequests,
  handlePrivacyRequest,
  requestDataExport,
  requestDeletion,
  requestOtherRight,
  setMarketingConsent,
} from '@clube/contract/privacy';
import { auditActorOf } from '../../platform/audit';
import { isOperatorSession } from '../../platform/auth';
import { forbidden, notFound } from '../../platform/errors';
import { ok, route } from '../../platform/route';
import { contractAt, currentContract } from '../configurations';
import { consentContextOf } from './consent-context';
import * as privacy from './privacy.service';
import { handlePrivacyRequest as handleRequest, privacyQueue } from './requests.service';

/** 'Meus dados e privacidade' and the console's data-subject requests (docs/privacy.md). */
export async function privacyRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  route(app, getMyPrivacy, async ({ user }) => ok(await privacy.getMyPrivacy(db(), user.id)));

  route(app, requestDataExport, async ({ user, req }) => {
    const view = await privacy.requestExport(db(), auditActorOf(user, req));
    // Built right after the answer, in this process; the daily job picks up what a stop left.
    if (view.State === 'preparing') {
      setImmediate(() => void privacy.buildPendingExports(db()).catch((err: unknown) => app.log.error({ err }, 'data export failed')));
    }
    return ok(view, messages.privacyExportRequested);
  });

  // The file itself, not the envelope; his own export only.
  route(app, downloadDataExport, async ({ user, params, reply }) => {
    const file = await privacy.exportFile(db(), user.id, params!.id);
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .header('Cache-Control', 'private, no-store');
    return file.content as unknown as string;
  });

  route(app, setMarketingConsent, async ({ user, req, body }) =>
    ok(await privacy.setMarketingConsent(db(), auditActorOf(user, req), body!.Channel, body!.Granted, consentContextOf(req)), messages.privacyConsentSaved),
  );

  route(
    app,
    requestDeletion,
    async ({ user, req }) => {
      // Only the member himself, never an operator's "entrar como sócio" session.
      if (isOperatorSession(user)) throw forbidden(messages.privacyDeletionOperatorSession);
      const result = await privacy.requestDeletion(db(), auditActorOf(user, req));
      if (result.Anonymized) app.authForget(user.id);
      return ok(result, result.Anonymized ? messages.privacyDeletionDone : messages.privacyDeletionQueued);
    },
    { revokesAccess: true },
  );

  route(app, requestOtherRight, async ({ user, req, body }) =>
    ok(await privacy.requestOtherRight(db(), auditActorOf(user, req), body!), messages.privacyRequestSent),
  );

  route(app, getContractVersion, async ({ query }) => {
    const contract = query?.version ? await contractAt(db(), query.version) : await currentContract(db());
    if (!contract) throw notFound();
    return ok(contract);
  });

  route(app, getPrivacyRequests, async ({ query }) => ok(await privacyQueue(db(), query?.Status)));

  route(
    app,
    handlePrivacyRequest,
    async ({ user, req, params, body }) => {
      const { view, anonymizedUserId } = await handleRequest(db(), auditActorOf(user, req), params!.id, body!);
      if (anonymizedUserId !== null) app.authForget(anonymizedUserId);
      const message =
        view.Status === 'refused' ? messages.privacyRequestRefused : view.Status === 'done' ? messages.privacyRequestConcluded : messages.privacyRequestStarted;
      return ok(view, message);
    },
    { revokesAccess: true },
  );
}
