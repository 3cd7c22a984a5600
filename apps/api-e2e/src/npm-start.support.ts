// `npm start` as a new user runs it (tools/dev/start.mjs, not the harness), on
// its own data dir and port; shared by the specs that check what it creates
// and the README quick start that is run against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@wbk/testing';

export interface DemoFile {
  workspace_id: string;
  keys: { all_permissions: string; read_only: string };
  mailbox: string;
  contacts: Array<{ id: string; email: string; full_name: string }>;
  company_ids: string[];
  deal_id: string;
  campaign_id: string;
}

export interface NpmStart {
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  demo(): DemoFile;
  stop(): Promise<void>;
}

const READY = 'API ready at';
const DEMO_FAILED = 'could not prepare the demo workspace';
/** Builds what is missing first (nothing in CI, where the apps are built before the suites). */
const START_TIMEOUT_MS = 120_000;

/**
 * Resolves once it printed the welcome with the demo keys (or, with `demo: 'fails'`, once it
 * said the demo failed); fails at once when it exits or, expecting the welcome, says the demo failed.
 */
export async function npmStart(dataDir: string, port: number, options: { demo?: 'created' | 'fails' } = {}): Promise<NpmStart> {
  const awaited = options.demo === 'fails' ? DEMO_FAILED : READY;
  const root = findRepoRoot();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'tools/dev/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started: NpmStart = {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    demo: () => JSON.parse(readFileSync(path.join(dataDir, 'demo.json'), 'utf8')) as DemoFile,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  let problem: string | undefined;
  while (!output.includes(awaited) && problem === undefined) {
    if (child.exitCode !== null) problem = `npm start exited with ${child.exitCode}`;
    else if (awaited === READY && output.includes(DEMO_FAILED)) problem = 'npm start could not create the demo workspace';
    else if (Date.now() > deadline) problem = `npm start did not print "${awaited}" within ${START_TIMEOUT_MS} ms`;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (problem !== undefined) {
    await started.stop();
    throw new Error(`${problem}:\n${output.slice(-3000)}`);
  }
  return started;
}
