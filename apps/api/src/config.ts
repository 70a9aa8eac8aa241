import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Trust no proxy (false), a hop count, or comma-separated addresses/CIDRs (docs/security.md). */
const TrustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const t = v.trim().toLowerCase();
  if (t === 'false' || t === '0') return false;
  if (/^\d+$/.test(t)) return Number(t);
  const list = t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((s) => !/^[0-9a-f:.]+(\/\d{1,3})?$/.test(s))) {
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or a comma-separated list of addresses/CIDRs' });
    return z.NEVER;
  }
  return list;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  /**
   * Key of the receipts' authentication codes (docs/payments.md#authentication-code); unset: derived
   * from JWT_SECRET. Set it on its own to keep the codes when JWT_SECRET is rotated.
   */
  RECEIPT_SECRET: z.string().min(32, 'RECEIPT_SECRET needs at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Clube Office <nao-responda@clube.local>'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  /** Mercado Pago's API root; only tests point it at a local stand-in (the SDK has no per-client option). */
  MERCADOPAGO_API_URL: z.string().url().optional(),
  /** Set: freight is quoted by Melhor Envio, the offline table answering when it fails (docs/marketplace.md#freight). */
  MELHORENVIO_TOKEN: z.string().optional(),
  /** Melhor Envio's root (its sandbox is https://sandbox.melhorenvio.com.br); tests point it at a local stand-in. */
  MELHORENVIO_URL: z.string().url().default('https://www.melhorenvio.com.br'),
  /** How long the offline freight table (scShops) is kept in memory; 0 reads it at every quote (docs/marketplace.md#freight). */
  FREIGHT_TABLE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** What one member may keep in product images, in all his products (docs/security.md, "Uploads"). */
  PRODUCT_IMAGES_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(200),
  PRODUCT_IMAGES_QUOTA_FILES: z.coerce.number().int().min(1).max(100_000).default(300),
  ZIP_PROVIDER: z.enum(['offline', 'viacep']).default('offline'),
  VIACEP_URL: z.string().url().default('https://viacep.com.br'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Public address of the office, used in e-mails and referral links. */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: offline in the embedded demo; with DATABASE_URL it must be named (docs/payments.md). */
  PAYMENT_GATEWAY: z.enum(['mercadopago', 'offline']).optional(),
  /** With DATABASE_URL the demo club is seeded only when this is 1. */
  SEED_DEMO: z.enum(['0', '1']).default('0'),
  /** The first administrator of a production database (docs/operations.md). */
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,30}$/, 'ADMIN_USERNAME: 3 to 30 of A-Z a-z 0-9 . _ -')
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD needs at least 12 characters').optional(),
  TRUST_PROXY: TrustProxy.default(false),
  /** Bearer token that opens GET /metrics; unset: only the embedded demo serves it, to loopback (docs/operations.md#metrics). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  /** /api/docs and /api/docs/json: on in the embedded demo, off with DATABASE_URL unless set to on (docs/security.md). */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** How long a SIGTERM/SIGINT waits for requests and jobs in flight before exiting anyway (docs/operations.md#shutdown). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(25),
  /** Push notifications to the members' phones: on in the embedded demo, off with DATABASE_URL unless set to on (docs/app.md#push-notifications). */
  PUSH: z.enum(['on', 'off']).optional(),
  /** The VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints): required with DATABASE_URL and PUSH=on. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY: the 65-byte public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY: the 32-byte private key in base64url (43 characters)')
    .optional(),
  /** Who the push services may contact about this sender: mailto:... or https://...; default: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be mailto:address or an https:// address')
    .optional(),
});

/** The key pair the push services know this office by (VAPID, RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export type Config = Omit<z.infer<typeof EnvSchema>, 'JWT_SECRET' | 'PAYMENT_GATEWAY' | 'API_DOCS' | 'PUSH'> & {
  JWT_SECRET: string;
  PUSH: 'on' | 'off';
  /**
   * The VAPID keys when PUSH is on: from the environment, or generated once in DATA_DIR in the
   * demo. Read when push is first used, so that a configuration loaded for anything else writes nothing.
   */
  vapid: () => VapidKeys | null;
  API_DOCS: 'on' | 'off';
  PUBLIC_URL: string;
  PAYMENT_GATEWAY: 'mercadopago' | 'offline';
  /** The embedded database with no DATABASE_URL: the demo (docs/operations.md). */
  DEMO: boolean;
};

/** An empty variable means its default (a blank line in a .env file must not change behaviour). */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v.trim() !== '') out[k] = v;
  return out;
}

/** Reads the environment; in embedded mode the JWT secret is generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
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
  const demo = !cfg.DATABASE_URL;
  let gateway = cfg.PAYMENT_GATEWAY;
  if (!gateway) {
    if (!demo)
      throw new Error('PAYMENT_GATEWAY is required when DATABASE_URL is set: mercadopago (with MERCADOPAGO_ACCESS_TOKEN) or offline (demonstration only).');
    gateway = cfg.MERCADOPAGO_ACCESS_TOKEN ? 'mercadopago' : 'offline';
  }
  if (gateway === 'mercadopago' && !cfg.MERCADOPAGO_ACCESS_TOKEN) {
    throw new Error('PAYMENT_GATEWAY=mercadopago needs MERCADOPAGO_ACCESS_TOKEN (and MERCADOPAGO_WEBHOOK_SECRET for notifications).');
  }
  const push = cfg.PUSH ?? (demo ? 'on' : 'off');
  return {
    ...cfg,
    JWT_SECRET: secret,
    PUSH: push,
    vapid: push === 'on' ? once(vapidKeys(cfg, demo)) : () => null,
    PUBLIC_URL: cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`,
    PAYMENT_GATEWAY: gateway,
    API_DOCS: cfg.API_DOCS ?? (demo ? 'on' : 'off'),
    DEMO: demo,
  };
}

/**
 * The VAPID keys: from the environment when both are set; otherwise, in the embedded demo,
 * generated once and kept in DATA_DIR like the JWT secret (a new pair would orphan every phone's
 * subscription). A production with PUSH=on must set them: its instances share one pair.
 */
function vapidKeys(cfg: z.infer<typeof EnvSchema>, demo: boolean): () => VapidKeys {
  const subject = cfg.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(cfg.MAIL_FROM)?.[1] ?? cfg.MAIL_FROM}`;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = cfg;
  if (publicKey && privateKey) return () => ({ publicKey, privateKey, subject });
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.');
  // Refused here, before the port opens, like the other production settings.
  if (!demo) throw new Error('PUSH=on with DATABASE_URL needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), or PUSH=off.');
  return () => ({ ...persistedVapidKeys(cfg.DATA_DIR), subject });
}

function once<T>(fn: () => T): () => T {
  let done: { value: T } | undefined;
  return () => (done ??= { value: fn() }).value;
}

/** The demo's VAPID pair, generated at the first start and read back afterwards (DATA_DIR/vapid-keys.json). */
export function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string') return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  // P-256, as web-push's generateVAPIDKeys: the uncompressed public point and the private scalar.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // The scalar may have leading zero bytes, which getPrivateKey drops: push services expect 32.
  const priv = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString('base64url');
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
  // Written beside and renamed: a process starting meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(keys), { mode: 0o600 });
  renameSync(partial, file);
  return keys;
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
