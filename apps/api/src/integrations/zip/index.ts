import { offlineZipLookup } from './offline';
import { viaCepZipLookup } from './viacep';

export interface ZipAddress {
  Street: string;
  Neighborhood: string;
  City: string;
  State: string;
}

/** A zip lookup answers the address, or `null` with the reason a member can read. */
export interface ZipLookup {
  readonly kind: 'offline' | 'viacep';
  lookup(zip8: string): Promise<{ ok: true; address: ZipAddress } | { ok: false; message: string }>;
}

export function createZipLookup(provider: 'offline' | 'viacep', viaCepUrl: string): ZipLookup {
  return provider === 'viacep' ? viaCepZipLookup(viaCepUrl) : offlineZipLookup();
}
