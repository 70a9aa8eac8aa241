import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@clube/contract';
import { AppError, findPgError, isLockConflict } from './errors';
import { serializeIssues } from './log-serializers';

export function failure(message: string, errors?: Record<string, string[]>) {
  return { IsSuccess: false as const, Message: message, Data: null, ...(errors ? { errors } : {}) };
}

const fastifyCodeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

/** The one error path: every failure leaves as the spec's envelope with a pt-BR message. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(failure(err.message, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const field = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        (errors[field || err.validationContext || 'body'] ??= []).push(v.message ?? messages.badRequest);
      }
      const first = Object.values(errors)[0]?.[0] ?? messages.badRequest;
      return reply.status(400).send(failure(first, errors));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: serializeIssues(err.cause?.issues) }, 'response does not match its contract');
      return reply.status(500).send(failure(messages.serverError));
    }
    if (isLockConflict(err)) {
      // Still losing a race after every retry (db/conflict-retry.ts): nothing was written, so the
      // member is told to try again, never shown a server error.
      req.log.warn({ sqlState: findPgError(err)?.code }, 'lock conflict after every retry');
      return reply.status(503).header('retry-after', '1').send(failure(messages.busyTryAgain));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(messages.tooManyRequests));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(fastifyCodeMessages[err.code] ?? messages.badRequest));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure(messages.serverError));
  });
}
