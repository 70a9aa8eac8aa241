import type { getPublicSCIntegrationsConfigs, getSystemImages } from '@clube/contract/configurations';
import type { ResponseOf } from '@clube/contract';

/**
 * The answers index.html's boot script asks for before the app's chunks arrive (src/boot/boot.ts),
 * handed to the app so that it does not ask again (docs/performance.md "Web").
 */
export interface EarlyAnswers {
  systemImages: Promise<ResponseOf<typeof getSystemImages> | null>;
  publicIntegrations: Promise<ResponseOf<typeof getPublicSCIntegrationsConfigs> | null>;
}

export const EARLY_ANSWERS_KEY = '__clubeEarlyAnswers';

type WithEarlyAnswers = { [EARLY_ANSWERS_KEY]?: EarlyAnswers };

export function setEarlyAnswers(answers: EarlyAnswers) {
  (window as unknown as WithEarlyAnswers)[EARLY_ANSWERS_KEY] = answers;
}

/** The boot script's answers, once: later visits of a screen ask the API as usual. */
export function takeEarlyAnswers(): EarlyAnswers | undefined {
  const w = window as unknown as WithEarlyAnswers;
  const answers = w[EARLY_ANSWERS_KEY];
  delete w[EARLY_ANSWERS_KEY];
  return answers;
}
