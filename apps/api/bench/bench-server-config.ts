import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { registerAllInvoiceHandlers } from '../src/invoice-handlers';

/**
 * The product as every bench server runs it: production mode on the bench's PostgreSQL
 * (BENCH_DB_URL), no rate limits, no jobs, the offline gateway, a fixed JWT secret; the invoice
 * handlers registered before anything (a seed) can move an invoice.
 */
export async function openBenchProduct() {
  const url = process.env.BENCH_DB_URL!;
  registerAllInvoiceHandlers();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    RATE_LIMITS: 'off',
    JOBS: 'off',
    PAYMENT_GATEWAY: 'offline',
    LOG_LEVEL: 'error',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const database = await openDatabase({ url, poolSize: 20 });
  return { config, database };
}
