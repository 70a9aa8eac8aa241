import type { FreightOption, FreightPackage, FreightProvider } from './freight-provider';
import { quoteMelhorEnvio } from './melhorenvio';
import { quoteFromTable, type FreightTable } from './offline-table';

export * from './freight-provider';
export { DEFAULT_FREIGHT_TABLE, FreightTableSchema, parseFreightTable, quoteFromTable, type FreightTable } from './offline-table';
export { stateOfZip, zoneRelation, REGION_OF_STATE, type Region, type ZoneRelation } from './regions';

type WarnLog = { warn(obj: object, msg: string): void };

export interface FreightProviderOptions {
  /** Set: Melhor Envio is asked first (docs/marketplace.md#freight). */
  melhorEnvioToken?: string;
  melhorEnvioUrl: string;
  /** The shops configuration's table (or the default), read at each quote. */
  table: () => Promise<FreightTable>;
  log: WarnLog;
  timeoutMs?: number;
}

/**
 * The freight provider of the app's dependencies. Offline: the table. With a Melhor Envio token:
 * Melhor Envio, and when it fails (down, slow, refusing, no Correios service) the table answers and
 * a warning is logged, so a sale never stops on the carrier's outage.
 */
export function createFreightProvider(opts: FreightProviderOptions): FreightProvider {
  const token = opts.melhorEnvioToken;
  if (!token) {
    return {
      name: 'offline',
      quote: async (origin, destination, packages) => quoteFromTable(await opts.table(), origin, destination, packages),
    };
  }
  return {
    name: 'melhorenvio',
    async quote(origin: string, destination: string, packages: FreightPackage[], declaredValueCents: number): Promise<FreightOption[]> {
      try {
        return await quoteMelhorEnvio({ token, url: opts.melhorEnvioUrl, timeoutMs: opts.timeoutMs }, origin, destination, packages, declaredValueCents);
      } catch (err) {
        opts.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'freight: Melhor Envio failed, the offline table answered');
        return quoteFromTable(await opts.table(), origin, destination, packages, 'offline-fallback');
      }
    },
  };
}
