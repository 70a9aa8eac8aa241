import { messages } from '@clube/contract';
import type { ZipLookup } from './index';

/** ViaCEP (public, no key). A slow or failing service is answered as "not found", never as a 500. */
export function viaCepZipLookup(baseUrl: string): ZipLookup {
  return {
    kind: 'viacep',
    async lookup(zip8) {
      try {
        const res = await fetch(`${baseUrl.replace(/\/$/, '')}/ws/${zip8}/json/`, { signal: AbortSignal.timeout(5000) });
        if (!res.ok) return { ok: false, message: messages.zipNotFound };
        const body = (await res.json()) as { erro?: unknown; logradouro?: string; bairro?: string; localidade?: string; uf?: string };
        if (body.erro || !body.uf) return { ok: false, message: messages.zipNotFound };
        return {
          ok: true,
          address: { Street: body.logradouro ?? '', Neighborhood: body.bairro ?? '', City: body.localidade ?? '', State: body.uf },
        };
      } catch {
        return { ok: false, message: messages.zipNotFound };
      }
    },
  };
}
