// index.html's first script: tiny, no framework, loaded before the app's chunks. It asks for the
// club's logo and the public configuration at once and shows the logo on the loading screen, so
// the first screen's largest paint waits for neither the app's JavaScript nor a React render
// (docs/performance.md "Web"). The app takes both answers over (src/main.tsx).
import {
  getPublicSCIntegrationsConfigsAddress,
  getSystemImagesAddress,
  type getPublicSCIntegrationsConfigs,
  type getSystemImages,
} from '@clube/contract/configurations';
import type { ResponseOf } from '@clube/contract';
import { setEarlyAnswers } from './early';

/** The answer's envelope, or null for anything else: the app then asks again through lib/api. */
function ask<T>(path: string): Promise<T | null> {
  return fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<T>) : null))
    .catch(() => null);
}

const systemImages = ask<ResponseOf<typeof getSystemImages>>(getSystemImagesAddress.path);
setEarlyAnswers({ systemImages, publicIntegrations: ask<ResponseOf<typeof getPublicSCIntegrationsConfigs>>(getPublicSCIntegrationsConfigsAddress.path) });

void systemImages.then((body) => {
  const logo = body?.Data?.MainLogo?.FullUrl;
  const img = document.getElementById('boot-logo');
  if (!logo || !(img instanceof HTMLImageElement)) return;
  img.src = logo;
  img.hidden = false;
});
