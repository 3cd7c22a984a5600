// `node tools/dev/with-node.mjs <command> [args...]`: runs a command (nx, jest,
// tsc, ...) on the project's Node (see runtime.mjs). The package.json scripts
// that are not start/test/bench go through it, so every process runs on one major.
import { spawnSync } from 'node:child_process';
import { repoRoot, useProjectNode } from './runtime.mjs';

await useProjectNode();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/dev/with-node.mjs <command> [args...]');
  process.exit(2);
}
const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
if (result.error) {
  console.error(`${command}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
