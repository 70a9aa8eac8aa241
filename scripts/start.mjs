// `npm start`: install what is missing, build, migrate, seed the demo club, serve on PORT.
import { ensureInstalled, ensureWebBuilt, run } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
run('npx', ['tsx', 'apps/api/src/main.ts']);
