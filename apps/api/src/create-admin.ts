// `npm run create-admin`: creates the first administrator of the configured database
// (docs/operations.md#first-administrator). Reads ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD or
// --username / --email / --password-stdin; asks only what is missing, and only on a terminal.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadCommandConfig, openConfiguredDatabase } from './command-config';
import { adminFromConfig, ensureFirstAdministrator } from './features/members-admin';
import { safeErrorReason } from './platform/log-serializers';

const USAGE = `Usage: npm run create-admin -- [--username NAME] [--email ADDRESS] [--password-stdin]
  Values come from the flags, else from ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD, else (on a
  terminal) from prompts. The password is never a flag: it would stay in the shell history.
  The database is DATABASE_URL, or the embedded one in DATA_DIR (stop the server first).`;

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const { values: flags } = (() => {
  try {
    return parseArgs({
      options: { username: { type: 'string' }, email: { type: 'string' }, 'password-stdin': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** Asks on the terminal; a secret answer is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = secret;
    const answer = await rl.question('');
    if (secret) process.stdout.write('\n');
    return answer.trim();
  } finally {
    rl.close();
  }
}

const env = process.env;
let username = flags.username ?? env.ADMIN_USERNAME?.trim();
let email = flags.email ?? env.ADMIN_EMAIL?.trim();
let password = flags['password-stdin'] ? await readStdin() : env.ADMIN_PASSWORD;
if (!password?.trim()) password = undefined;

const interactive = !!process.stdin.isTTY && !!process.stdout.isTTY && !flags['password-stdin'];
if (!username || !email || !password) {
  if (!interactive) fail(`username, e-mail and password are needed.\n${USAGE}`);
  username ||= await ask('Usuário do administrador: ');
  email ||= await ask('E-mail do administrador: ');
  if (!password) {
    password = await ask('Senha (ao menos 12 caracteres): ', true);
    if ((await ask('Repita a senha: ', true)) !== password) fail('the passwords differ.');
  }
}

let credentials;
let config;
try {
  config = loadCommandConfig({ ...env, ADMIN_USERNAME: username, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  credentials = adminFromConfig(config)!;
} catch (err) {
  fail((err as Error).message);
}

const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const outcome = await ensureFirstAdministrator(database.db, credentials);
  if (outcome.kind === 'created') {
    console.log(`✔ Administrator ${outcome.username} created.`);
  } else if (outcome.kind === 'exists' && outcome.username.toLowerCase() === credentials.username.toLowerCase()) {
    console.log(`Administrator ${outcome.username} already exists: nothing changed.`);
  } else if (outcome.kind === 'exists') {
    process.exitCode = 1;
    console.error(`✖ An administrator (${outcome.username}) already exists: nothing changed. create-admin only creates the first one.`);
  }
} catch (err) {
  process.exitCode = 1;
  console.error(`✖ ${safeErrorReason(err)}`);
} finally {
  await database.close();
}
