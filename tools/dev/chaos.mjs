// `npm run chaos`: install and build like `npm start`, then the fault campaign
// (tools/chaos). CHAOS_MINUTES (default 10), CHAOS_KILL_EVERY_S, CHAOS_SEED and
// the other CHAOS_* settings of tools/chaos/settings.ts shape the run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// tsx resolves the @wbk/* aliases only when pointed at the tsconfig that declares them.
const env = { ...process.env, TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.base.json') };
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: repo, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(process.execPath, [path.join(repo, 'tools/dev/bootstrap.mjs')]);
run(process.execPath, ['--import', 'tsx', path.join(repo, 'tools/chaos/chaos.ts')]);
