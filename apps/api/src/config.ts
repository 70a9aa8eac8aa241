import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Clube Office <nao-responda@clube.local>'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  /** Mercado Pago's API root; only tests point it at a local stand-in (the SDK has no per-client option). */
  MERCADOPAGO_API_URL: z.string().url().optional(),
  ZIP_PROVIDER: z.enum(['offline', 'viacep']).default('offline'),
  VIACEP_URL: z.string().url().default('https://viacep.com.br'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Public address of the office, used in e-mails and referral links. */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET'> & { JWT_SECRET: string; PUBLIC_URL: string };

/** Reads the environment; in embedded mode the JWT secret is generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const cfg = parsed.data;
  let secret = cfg.JWT_SECRET;
  if (!secret) {
    if (cfg.DATABASE_URL) throw new Error('JWT_SECRET is required when DATABASE_URL is set (many instances share it).');
    secret = persistedSecret(cfg.DATA_DIR);
  }
  return { ...cfg, JWT_SECRET: secret, PUBLIC_URL: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}` };
}

function persistedSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
