// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib.mjs';

ensureInstalled();
const procs = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST: 'none' } }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
