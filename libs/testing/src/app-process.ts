import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { SHUTDOWN_DEFAULTS } from '@wbk/platform';

// SIGKILL only after the pod's grace, as the kubelet would: an app draining within its deadline is never cut short.
const STOP_TIMEOUT_MS = SHUTDOWN_DEFAULTS.podGraceSeconds * 1_000;
const LOG_TAIL_BYTES = 4_000;

export interface AppProcessOptions {
  name: string;
  entry: string;
  cwd: string;
  env: Record<string, string>;
  /** Flags before the entry (profiling). */
  nodeArgs?: string[];
  logFile: string;
}

/**
 * One app running as its own OS process, the way production runs it. Output is
 * appended to a log file (not the test output) and survives restarts, so a
 * failure message can quote what the app said.
 */
export class AppProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();

  constructor(readonly options: AppProcessOptions) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Why the process is not running, or undefined while it is. */
  get exitDescription(): string | undefined {
    if (!this.child) return 'never started';
    if (this.child.exitCode !== null) return `exited with code ${this.child.exitCode}`;
    if (this.child.signalCode !== null) return `killed by ${this.child.signalCode}`;
    return undefined;
  }

  start(): void {
    if (this.running) throw new Error(`${this.options.name} is already running`);
    if (!existsSync(this.options.entry)) {
      throw new Error(`${this.options.entry} is missing: build the apps first (npx nx run-many -t build)`);
    }
    mkdirSync(dirname(this.options.logFile), { recursive: true });
    const fd = openSync(this.options.logFile, 'a');
    try {
      const nodeArgs = this.options.nodeArgs ?? [];
      const sourceMaps = nodeArgs.includes('--enable-source-maps') ? [] : ['--enable-source-maps'];
      this.child = spawn(process.execPath, [...nodeArgs, ...sourceMaps, this.options.entry], {
        cwd: this.options.cwd,
        env: { ...process.env, ...this.options.env },
        stdio: ['ignore', fd, fd],
      });
    } finally {
      // The child holds its own copy of the descriptor.
      closeSync(fd);
    }
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** Sends `signal` and waits for the exit; SIGKILL follows if a graceful stop hangs. */
  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }

  logTail(): string {
    try {
      const size = statSync(this.options.logFile).size;
      const text = readFileSync(this.options.logFile, 'utf8');
      return size > LOG_TAIL_BYTES ? text.slice(-LOG_TAIL_BYTES) : text;
    } catch {
      return '(no log output)';
    }
  }
}
