import type { FastifyInstance } from 'fastify';
import { messages } from '@clube/contract';
import {
  consultZipCode,
  getAllCitiesByRegion,
  getAllStates,
  validateBirthday,
  validateCNPJ,
  validateEmail,
  validateRegionalId,
  validateUsername,
} from '@clube/contract/helpers';
import { ok, route } from '../../platform/route';
import { badRequest, notFound } from '../../platform/errors';
import { checkBirthday, cnpjProblem, cpfProblem, emailProblem, usernameProblem } from './validators.service';
import { allStates, citiesOf } from './ibge.service';

/** Open calls hit by visitors while they type: limited per IP so they cannot be used to enumerate members. */
const validatorLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const ZIP_TEXT = /^\d{5}-?\d{3}$/;

/** Answers the valid message, or a 400 whose Message is the reason. */
function verdict(problem: string | null, valid: string) {
  if (problem) throw badRequest(problem);
  return ok(null, valid);
}

export async function helpersRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  route(app, validateEmail, async ({ query }) => verdict(await emailProblem(db, query.email), messages.validEmail), validatorLimit);
  route(app, validateUsername, async ({ query }) => verdict(await usernameProblem(db, query.username), messages.validUsername), validatorLimit);
  route(app, validateRegionalId, async ({ query }) => verdict(cpfProblem(query.regionalId), messages.validCpf), validatorLimit);
  route(app, validateCNPJ, async ({ query }) => verdict(cnpjProblem(query.cnpj), messages.validCnpj), validatorLimit);
  route(
    app,
    validateBirthday,
    async ({ query }) => {
      const check = checkBirthday(query.birthday);
      return verdict(check.ok ? null : check.message, messages.validBirthday);
    },
    validatorLimit,
  );

  route(app, getAllStates, async () => ok(allStates()));
  route(app, getAllCitiesByRegion, async ({ query }) => {
    const cities = citiesOf(query.region);
    if (!cities) throw badRequest(messages.invalidState);
    return ok(cities);
  });

  route(
    app,
    consultZipCode,
    async ({ query }) => {
      if (!ZIP_TEXT.test(query.zipCode)) throw badRequest(messages.zipInvalid);
      const found = await app.deps.zip.lookup(query.zipCode.replace('-', ''));
      if (!found.ok) throw notFound(found.message);
      // Offline we only know the state: say so, so that the member types the rest.
      return ok(found.address, app.deps.zip.kind === 'offline' ? messages.zipProviderOffline : messages.zipFound);
    },
    validatorLimit,
  );
}
