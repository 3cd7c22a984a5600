// Test helper: runs another app of the repo from its TypeScript source (tsx) as
// a real OS process, so adapter tests talk to the real server without importing
// across project boundaries or needing a build. Not used by production code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface SourceApp {
  port: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'tsconfig.base.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('repository root not found');
    dir = parent;
  }
  return dir;
}

/** Starts apps/<app>/src/main.ts and resolves with the port from its `listening` log line (`portKey`). */
export function startSourceApp(app: string, env: Record<string, string>, portKey: 'grpc_port' | 'http_port'): Promise<SourceApp> {
  const root = repoRoot();
  // The running node binary and tsx's own entry point: the child needs nothing from this process's environment.
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', path.join(root, 'apps', app, 'tsconfig.json'), path.join(root, 'apps', app, 'src/main.ts')],
    // OPS_PORT 0: tests run several apps side by side, so none may take its default ops port.
    { cwd: root, env: { LOG_LEVEL: 'info', OPS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  let ready = false;
  return new Promise<SourceApp>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${app} did not report listening within ${START_TIMEOUT_MS} ms:\n${output.slice(-2000)}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      // Still drained once ready: a full pipe would block the child's logging.
      if (ready) return;
      output += chunk.toString('utf8');
      for (const line of output.split('\n')) {
        if (!line.includes('"listening"')) continue;
        try {
          const port = (JSON.parse(line) as Record<string, unknown>)[portKey];
          if (typeof port === 'number' && port > 0) {
            clearTimeout(timer);
            ready = true;
            output = '';
            resolve({ port, stop });
            return;
          }
        } catch {
          // Not a complete JSON line yet.
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      if (!ready) output += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${app} exited (${code}) before listening:\n${output.slice(-2000)}`));
    });
  });
}
