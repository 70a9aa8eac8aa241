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

  route(app, validateEmail, async ({ query: q }) => verdict(await emailProblem(db, q!.email), messages.validEmail), validatorLimit);
  route(app, validateUsername, async ({ query: q }) => verdict(await usernameProblem(db, q!.username), messages.validUsername), validatorLimit);
  route(app, validateRegionalId, async ({ query: q }) => verdict(cpfProblem(q!.regionalId), messages.validCpf), validatorLimit);
  route(app, validateCNPJ, async ({ query: q }) => verdict(cnpjProblem(q!.cnpj), messages.validCnpj), validatorLimit);
  route(
    app,
    validateBirthday,
    async ({ query: q }) => {
      const check = checkBirthday(q!.birthday);
      return verdict(check.ok ? null : check.message, messages.validBirthday);
    },
    validatorLimit,
  );

  route(app, getAllStates, async () => ok(allStates()));
  route(app, getAllCitiesByRegion, async ({ query: q }) => {
    const cities = citiesOf(q!.region);
    if (!cities) throw badRequest(messages.invalidState);
    return ok(cities);
  });

  route(
    app,
    consultZipCode,
    async ({ query: q }) => {
      if (!ZIP_TEXT.test(q!.zipCode)) throw badRequest(messages.zipInvalid);
      const found = await app.deps.zip.lookup(q!.zipCode.replace('-', ''));
      if (!found.ok) throw notFound(found.message);
      // Offline we only know the state: say so, so that the member types the rest.
      return ok(found.address, app.deps.zip.kind === 'offline' ? messages.zipProviderOffline : messages.zipFound);
    },
    validatorLimit,
  );
}
