import {
  isMaskedSecret,
  maskSecret,
  readConfigurationGroup,
  SC_INTEGRATIONS_KEY,
  SCIntegrations,
  SECRET_MASK,
  type SCIntegrationsView,
  type UpdateSCIntegrationsRequest,
} from '@clube/contract/configurations';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import * as repo from './configuration-groups.repository';
import { writeGroup } from './configuration-groups.service';

type InEffect = SCIntegrationsView['InEffect'];
const SECRETS = ['MercadoPagoAccessToken', 'MercadoPagoWebhookSecret', 'SmtpUrl'] as const;
type Secret = (typeof SECRETS)[number];

const readIntegrations = (stored: unknown) => readConfigurationGroup(SCIntegrations, stored);

/** What an administrator reads: the secrets masked, with whether each is set (docs/configuration.md#secrets). */
function view(group: SCIntegrations, inEffect: InEffect): SCIntegrationsView {
  return {
    MercadoPagoPublicKey: group.MercadoPagoPublicKey,
    MercadoPagoAccessToken: maskSecret(group.MercadoPagoAccessToken),
    MercadoPagoAccessTokenIsSet: group.MercadoPagoAccessToken !== null,
    MercadoPagoWebhookSecret: maskSecret(group.MercadoPagoWebhookSecret),
    MercadoPagoWebhookSecretIsSet: group.MercadoPagoWebhookSecret !== null,
    SmtpUrl: maskSecret(group.SmtpUrl),
    SmtpUrlIsSet: group.SmtpUrl !== null,
    ZipProvider: group.ZipProvider,
    Timer: group.Timer,
    InEffect: inEffect,
  };
}

/** The audit keeps no part of a secret, not even the tail the read call shows: only whether it is set. */
function auditView(group: SCIntegrations): Record<string, unknown> {
  const out: Record<string, unknown> = { ...group };
  for (const s of SECRETS) out[s] = group[s] === null ? null : SECRET_MASK;
  return out;
}

/** Masked, null or absent keeps the stored secret; '' clears it; anything else replaces it. */
function nextSecret(sent: string | null | undefined, stored: string | null): string | null {
  if (sent === null || sent === undefined || isMaskedSecret(sent)) return stored;
  return sent === '' ? null : sent;
}

export async function getIntegrations(db: DbOrTx, inEffect: InEffect): Promise<SCIntegrationsView> {
  return view(readIntegrations(await repo.groupValue(db, SC_INTEGRATIONS_KEY)), inEffect);
}

export async function updateIntegrations(
  db: Db,
  actor: AuditActor,
  input: z.output<typeof UpdateSCIntegrationsRequest>,
  inEffect: InEffect,
): Promise<SCIntegrationsView> {
  const after = await writeGroup(
    db,
    actor,
    SC_INTEGRATIONS_KEY,
    readIntegrations,
    async (_tx, before) => {
      const secrets = Object.fromEntries(SECRETS.map((s) => [s, nextSecret(input[s], before[s])])) as Record<Secret, string | null>;
      return { MercadoPagoPublicKey: input.MercadoPagoPublicKey, ...secrets, ZipProvider: input.ZipProvider, Timer: input.Timer };
    },
    // Which secrets changed is worth recording even though their values are not.
    (before, after) => ({ before: auditView(before), after: auditView(after), data: { SecretsChanged: SECRETS.filter((s) => before[s] !== after[s]) } }),
  );
  return view(after, inEffect);
}
