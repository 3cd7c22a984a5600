// `npm run wbk -- <command>`: the admin CLI on the project's Node (see runtime.mjs).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, useProjectNode } from './runtime.mjs';

// The CLI prints one JSON object per command on stdout; the runtime line goes to stderr.
await useProjectNode({ log: (line) => console.error(line) });
const entry = path.join(repoRoot, 'dist/apps/cli/main.js');
if (!existsSync(entry)) {
  console.error('wbk: dist/apps/cli/main.js is missing: run `npm start` or `npm run build` first');
  process.exit(1);
}
createRequire(import.meta.url)(entry);
