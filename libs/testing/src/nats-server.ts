import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface NatsServerOptions {
  /** JetStream store directory; a temporary one (removed on stop) when omitted. */
  storeDir?: string;
  /** Fixed port, e.g. to restart a server on the same address; a free loopback port when omitted. */
  port?: number;
  /** An `authorization { ... }` config block; the server then refuses connections without a listed user. */
  authorization?: string;
  /** Opens nats-server's Go profiler (`prof_port`) on this loopback port, to read its heap. */
  profilerPort?: number;
}

export interface NatsServerHandle {
  url: string;
  port: number;
  storeDir: string;
  /** The server process (benchmarks read its CPU time). */
  pid: number | undefined;
  /** Base URL of the Go profiler (`/debug/pprof/...`) when `profilerPort` was given. */
  profilerUrl: string | undefined;
  /** SIGTERM by default; SIGKILL simulates a crash (the store directory is kept either way when it was given). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const DEBIAN_BINARY = '/usr/sbin/nats-server';

/**
 * nats-server's Go heap gets a fixed budget, as every service's V8 heap does:
 * with Go's default pacing (GOGC=100) its resident memory floats between the
 * live heap and twice that, and gives freed pages back over minutes, so it
 * rose or fell by up to 40% over ten steady minutes with a flat live heap. With
 * the collector paced by a memory limit alone, the heap fills the budget once
 * and stays there; the collector runs when it is reached. The budget is about
 * three to four times the live heap measured at the capacity found
 * (docs/operations.md, "nats-server's memory").
 */
export const NATS_GO_MEMORY_ENV: Readonly<Record<string, string>> = { GOGC: 'off', GOMEMLIMIT: '128MiB' };
const READY_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** Starts a real nats-server with JetStream on loopback, for tests that need the bus. */
export async function startNatsServer(options: NatsServerOptions = {}): Promise<NatsServerHandle> {
  const binary = findBinary();
  const createdDir = options.storeDir === undefined;
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'wbk-nats-')));
  const port = options.port ?? (await freePort());

  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir];
  const profiler = options.profilerPort === undefined ? '' : `prof_port: ${options.profilerPort}`;
  const config = [options.authorization ?? '', syncsEveryWrite(binary) ? SYNC_ALWAYS : '', profiler].join('\n').trim();
  if (config !== '') {
    // Passwords in it: readable by this user only. The flags above win over anything else in the file.
    await mkdir(storeDir, { recursive: true });
    const configFile = join(storeDir, 'server.conf');
    await writeFile(configFile, config, { mode: 0o600 });
    args.push('-c', configFile);
  }
  const child = spawn(binary, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...NATS_GO_MEMORY_ENV },
  });
  // Kept for the error message: nats-server explains its own startup failures on stderr.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  let spawnError: Error | undefined;
  child.once('error', (err: NodeJS.ErrnoException) => {
    spawnError =
      err.code === 'ENOENT'
        ? new Error(`nats-server not found at ${DEBIAN_BINARY} or on PATH: install nats-server 2.9+ to run bus tests`)
        : err;
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    await terminate(child, exited, signal);
    if (createdDir) await rm(storeDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(port, child, () => spawnError, () => stderr);
  } catch (err) {
    await stop();
    throw err;
  }
  const profilerUrl = options.profilerPort === undefined ? undefined : `http://127.0.0.1:${options.profilerPort}`;
  return { url: `nats://127.0.0.1:${port}`, port, storeDir, pid: child.pid, profilerUrl, stop };
}

/**
 * JetStream acknowledges a publish once it is in the OS page cache and fsyncs
 * on a timer, so a killed nats-server keeps every acknowledged event but a
 * power loss may not. The embedded store promises power-loss durability for an
 * acknowledged write (WAL, synchronous=FULL), and the outbox drops an event
 * once JetStream acknowledged it: the server must fsync before acknowledging
 * too. `sync_interval: always` says so, from nats-server 2.10 on; the Debian 12
 * package (2.9.10) does not know the setting, and there events keep the
 * SIGKILL promise only.
 */
const SYNC_ALWAYS = 'jetstream { sync_interval: always }';

function syncsEveryWrite(binary: string): boolean {
  const version = /v?(\d+)\.(\d+)\./.exec(spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout ?? '');
  if (!version) return false;
  const [major, minor] = [Number(version[1]), Number(version[2])];
  return major > 2 || (major === 2 && minor >= 10);
}

/** The Debian package's path, else whatever `nats-server` the OS resolves on PATH. */
function findBinary(): string {
  return existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : 'nats-server';
}

/** Ready = the server accepts a TCP connection and greets with its INFO line. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (chunk: Buffer) => done(chunk.toString().startsWith('INFO')));
    socket.once('error', () => done(false));
  });
}

async function waitUntilReady(
  port: number,
  child: ChildProcess,
  spawnError: () => Error | undefined,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failed = spawnError();
    if (failed) throw failed;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nats-server exited during startup (code ${child.exitCode}): ${stderr()}`);
    }
    if (await greets(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server did not accept connections on port ${port} within ${READY_TIMEOUT_MS} ms: ${stderr()}`);
}

async function terminate(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  // A child that never spawned (ENOENT) has no pid and emits no further events to wait for.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
