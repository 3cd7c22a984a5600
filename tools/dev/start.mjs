// `npm start`: install, build, then run the whole stack in the foreground.
// DATA_DIR moves the data (default .data), PORT sets the gateway port (default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrap, nxEnv, repoRoot } from './bootstrap.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();
bootstrap();

const child = spawn(process.execPath, ['--import', 'tsx', 'tools/dev/run-stack.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // tsx resolves the @wbk/* aliases only when pointed at the tsconfig that declares them.
  env: { ...nxEnv(), TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json') },
});

// Ctrl-C reaches the whole foreground process group; this process only waits
// for run-stack to stop its children. A SIGTERM sent to this process alone is
// forwarded so nothing is orphaned.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
