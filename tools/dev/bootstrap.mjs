// Everything `npm start` and `npm test` need before they can run, in plain
// Node with no dependencies (it runs before node_modules exists): npm deps,
// the nats-server binary, and a build of every app.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Nx must never wait on a cloud prompt, and in CI no daemon may outlive the run. */
export function nxEnv() {
  const env = { ...process.env, NX_NO_CLOUD: 'true' };
  if (process.env.CI === 'true' || process.env.CI === '1') env.NX_DAEMON = 'false';
  return env;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: nxEnv(), ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Runs a TypeScript entry point of the repository with tsx; returns its exit status. */
export function runTypeScript(script, args = []) {
  // tsx resolves the @wbk/* aliases only when pointed at the tsconfig that declares them.
  const env = { ...nxEnv(), TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json') };
  return run(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], { env });
}

function runOrExit(label, command, args) {
  const status = run(command, args);
  if (status !== 0) {
    console.error(`bootstrap: ${label} failed (exit ${status})`);
    process.exit(status);
  }
}

function needsInstall() {
  const marker = path.join(repoRoot, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

function onPath(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

function ensureNatsServer() {
  if (existsSync('/usr/sbin/nats-server') || onPath('nats-server')) return;
  if (process.getuid?.() === 0) {
    console.log('bootstrap: installing nats-server (Debian package)');
    runOrExit('installing nats-server', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq nats-server']);
    return;
  }
  console.error('bootstrap: nats-server is missing: install the Debian package nats-server (sudo apt-get install nats-server) and run again');
  process.exit(1);
}

/**
 * Chromium renders the docs page in one end-to-end test (driven by playwright-core,
 * which downloads no browser). Installed like nats-server when we are root; without
 * it that one test says it is skipped and why, and everything else runs.
 */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium') || onPath('chromium')) return;
  if (process.getuid?.() === 0) {
    console.log('bootstrap: installing chromium (Debian package), for the docs page test');
    if (run('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']) === 0) return;
  }
  console.warn('bootstrap: chromium is missing, so the docs page test will be skipped: install the Debian package chromium to run it');
}

export function bootstrap({ build = true, chromium = false } = {}) {
  if (needsInstall()) {
    // `npm install` rather than `npm ci`: it installs the locked versions too, but
    // tolerates lock entries missing for other platforms' optional binaries
    // (@swc/core-darwin-*, ...), which some registry mirrors do not carry and
    // which `npm ci` would refuse the whole lock for.
    console.log('bootstrap: installing npm dependencies (npm install from the lock file)');
    runOrExit('npm install', 'npm', ['install', '--no-audit', '--no-fund']);
  }
  ensureNatsServer();
  if (chromium) ensureChromium();
  if (build) {
    console.log('bootstrap: building every project');
    runOrExit('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bootstrap();
}
