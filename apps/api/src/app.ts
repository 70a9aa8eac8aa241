import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './platform/auth';
import { trustProxyOption } from './platform/trust-proxy';
import { failure, registerErrorHandler } from './platform/http-errors';
import { logSerializers } from './platform/log-serializers';
import { apiDocumentOptions } from './platform/api-document';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerNulGuard } from './platform/nul-guard';
import { registerNoStoreDefault } from './platform/cache-control';
import { messages } from '@clube/contract';
import { createMailer, type Mailer } from './platform/mail';
import { xsrfPlugin } from './platform/xsrf';
import { registerNotFound } from './platform/web';
import { registerRoutes } from './routes';
import { registerAllInvoiceHandlers } from './invoice-handlers';
import { jobsPlugin } from './platform/jobs';
import { scheduledJobs } from './scheduled-jobs';
import { metricsPlugin } from './platform/metrics';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { createZipLookup, type ZipLookup } from './integrations/zip';
import { createPaymentGateway, OFFLINE_GATEWAY_WARNING, type PaymentGateway } from './integrations/payments';
import { offlineLookup } from './features/payments';
import { createFreightProvider, type FreightProvider } from './integrations/freight';
import { cachedFreightTable } from './features/orders';
import { createPushSender, type PushSender } from './integrations/push';
import { pushDispatcherPlugin } from './features/notifications';

/** What every feature may use: the database, the configuration and the outside adapters. */
export interface Deps {
  database: Database;
  config: Config;
  mailer: Mailer;
  zip: ZipLookup;
  /** Created once from PAYMENT_GATEWAY (docs/payments.md). */
  paymentGateway: PaymentGateway;
  /** Offline table, or Melhor Envio with MELHORENVIO_TOKEN (docs/marketplace.md#freight). */
  freight: FreightProvider;
  /** Web Push with VAPID keys, else offline (docs/app.md#push-notifications). */
  push: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export const BODY_LIMIT = 256 * 1024;

export async function buildApp(opts: {
  database: Database;
  config: Config;
  mailer?: Mailer;
  zip?: ZipLookup;
  paymentGateway?: PaymentGateway;
  freight?: FreightProvider;
  push?: PushSender;
  /** false: no log; a stream (tests): JSON lines written there, at `level` or LOG_LEVEL. */
  logger?: boolean | { stream: { write(line: string): void }; level?: string };
  /** Tests: every response is also encoded by zod and must agree (platform/response-serializer.ts). */
  checkResponses?: boolean;
}): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // docs/api-wire.md, "Logs": no query strings, path values, SQL parameters or row details.
    logger:
      opts.logger === false
        ? false
        : typeof opts.logger === 'object'
          ? { level: opts.logger.level ?? config.LOG_LEVEL, serializers: logSerializers, stream: opts.logger.stream }
          : { level: config.LOG_LEVEL, serializers: logSerializers },
    bodyLimit: BODY_LIMIT,
    // While stopping, a request on a connection already open is served (with Connection: close),
    // not refused: a proxy never resends a refused POST elsewhere (docs/operations.md#shutdown).
    return503OnClosing: false,
    // Client addresses come from X-Forwarded-For only through the proxies named here (docs/accounts.md).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Path parameters carry usernames and e-mails (recoveryPassword/{value}).
    routerOptions: { maxParamLength: 320 },
    // Errors Fastify raises before routing (a too long path parameter...) leave in our envelope too.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
      void (reply as FastifyReply).status(status).send(failure(messages.badRequest));
    },
  });
  const deps: Deps = {
    database,
    config,
    mailer: opts.mailer ?? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    zip: opts.zip ?? createZipLookup(config.ZIP_PROVIDER, config.VIACEP_URL),
    paymentGateway: opts.paymentGateway ?? createPaymentGateway(config, (externalId) => offlineLookup(database.db, externalId)),
    freight:
      opts.freight ??
      createFreightProvider({
        melhorEnvioToken: config.MELHORENVIO_TOKEN,
        melhorEnvioUrl: config.MELHORENVIO_URL,
        table: cachedFreightTable(database.db, config.FREIGHT_TABLE_CACHE_SECONDS * 1000),
        log: app.log,
      }),
    push: opts.push ?? createPushSender(config.PUSH, config.vapid),
  };
  app.decorate('deps', deps);
  if (deps.paymentGateway.name === 'offline') app.log.warn(OFFLINE_GATEWAY_WARNING);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: opts.checkResponses === true }));
  registerErrorHandler(app);
  registerNulGuard(app);
  registerNoStoreDefault(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mercado Pago's browser SDK is the one outside script the product loads.
        scriptSrc: ["'self'", 'https://sdk.mercadopago.com', 'https://www.mercadopago.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://api.mercadopago.com', 'https://viacep.com.br'],
        frameSrc: ["'self'", 'https://www.mercadopago.com', 'https://www.mercadopago.com.br', 'https://api-static.mercadopago.com'],
        fontSrc: ["'self'", 'data:'],
        // The installable app (docs/app.md#installable-app): its service worker and web manifest are ours.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(xsrfPlugin, { secure: config.PUBLIC_URL.startsWith('https://') });
  // Before every route: it times the routes it saw registered (docs/operations.md#metrics).
  await app.register(metricsPlugin, { database, token: config.METRICS_TOKEN, demo: config.DEMO });
  if (config.RATE_LIMITS === 'on') {
    // On PostgreSQL many instances may serve: they count in the database (docs/accounts.md).
    await app.register(rateLimit, { global: false, ...(database.kind === 'pg' ? { store: postgresRateLimitStore(database.db) } : {}) });
  } else {
    app.log.warn('RATE_LIMITS=off: rate limits are disabled. Use this only for benchmarks and load tests, never in production.');
  }
  await app.register(authPlugin, { database, secret: config.JWT_SECRET, expiresInSeconds: config.JWT_EXPIRES_IN_SECONDS });
  await app.register(swagger, apiDocumentOptions(config.PUBLIC_URL));
  // A production instance does not publish its map of the API unless told to (docs/security.md).
  if (config.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The invoice handler table, next to the route table (docs/payments.md#invoice-lifecycle-and-handlers).
  registerAllInvoiceHandlers();
  await app.register(registerRoutes, { prefix: '' });
  await app.register(jobsPlugin, {
    jobs: scheduledJobs(database.db),
    enabled: config.JOBS === 'on',
  });
  // The notification centre's pushes leave after their transaction commits (docs/app.md#push-notifications).
  await app.register(pushDispatcherPlugin, { db: database.db, sender: deps.push, sweep: config.JOBS === 'on' });
  await registerNotFound(app, config.WEB_DIST);
  return app;
}
