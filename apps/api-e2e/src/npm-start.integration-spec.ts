import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectEventually, findRepoRoot, freePort } from '@wbk/testing';

/**
 * `npm start` as a new user runs it: the entry point a README reader types,
 * not the harness the other suites use. It must bring the stack up, create the
 * demo workspace and answer a call with the key it printed. (It once died at
 * start because its TypeScript runner did not resolve the @wbk/* aliases, while
 * every suite that starts stacks through the harness passed.)
 */
describe('npm start', () => {
  const root = findRepoRoot();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-start-'));
  let child: ChildProcess | undefined;
  let output = '';

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the stack and answers with the demo key it printed', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [path.join(root, 'tools/dev/start.mjs')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expectEventually(
      () => {
        if (child!.exitCode !== null) throw new Error(`npm start exited with ${child!.exitCode}:\n${output.slice(-3000)}`);
        expect(output).toContain('API ready at');
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    const demo = JSON.parse(readFileSync(path.join(dataDir, 'demo.json'), 'utf8')) as { workspace_id: string; keys: { all_permissions: string } };
    expect(output).toContain(demo.keys.all_permissions);
    const response = await fetch(`http://127.0.0.1:${port}/v1/settings`, { headers: { Authorization: `Bearer ${demo.keys.all_permissions}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { workspace_id: string } }).data.workspace_id).toBe(demo.workspace_id);
  });
});
