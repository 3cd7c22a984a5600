// `npm run bench`: install and build like `npm start`, then run the benchmark.
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
// Section names after `--` pass through: `npm run bench -- soak`.
run(process.execPath, ['--import', 'tsx', path.join(repo, 'tools/bench/bench.ts'), ...process.argv.slice(2)]);
