import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot, freePort } from '@wbk/testing';
import { npmStart, type NpmStart } from './npm-start.support';
import { answerProblems, jsonValues, quickStartBlocks } from './readme-blocks';
import { ShellSession } from './shell-session';

/** What the quick start's commands call besides node. */
const README_TOOLS = ['curl', 'jq', 'openssl'];

/**
 * The README's quick start, run as written: every ```sh block of its "Quick
 * start" section, in order, in one bash (variables carry over) against a fresh
 * `npm start` on its own data dir and ports, each answer compared with the
 * ```json answer the README shows after the command. A command or a shown
 * answer that no longer holds fails here, so the README cannot go stale.
 */
describe('README quick start', () => {
  const root = findRepoRoot();
  const blocks = quickStartBlocks(readFileSync(path.join(root, 'README.md'), 'utf8'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wbk-readme-'));
  let stack: NpmStart | undefined;
  let shell: ShellSession | undefined;

  afterAll(async () => {
    await shell?.stop();
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('walks every capability with the commands and answers it shows', async () => {
    expect(blocks.length).toBeGreaterThan(5);
    const missing = README_TOOLS.filter((tool) => spawnSync('bash', ['-c', `command -v ${tool}`]).status !== 0);
    if (missing.length > 0) throw new Error(`the README's commands need ${missing.join(', ')} on PATH`);
    const port = await freePort();
    stack = await npmStart(dataDir, port);
    // DATA_DIR and PORT as the reader of the README would set them to move the stack; RECEIVER_PORT moves the webhook receiver.
    shell = new ShellSession(root, { ...process.env, DATA_DIR: dataDir, PORT: String(port), RECEIVER_PORT: String(await freePort()) });
    for (const block of blocks) {
      const where = `README block ${block.index} (line ${block.line}):\n${block.command}\n`;
      const run = await shell.run(block.command, 45_000).catch((err: Error) => {
        throw new Error(`${where}${err.message}`);
      });
      if (run.status !== 0) throw new Error(`${where}exited with ${run.status}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`);
      if (block.answer === undefined) continue;
      let printed: unknown[];
      try {
        printed = jsonValues(run.stdout);
      } catch (err) {
        throw new Error(`${where}printed something that is not JSON (${err instanceof Error ? err.message : String(err)}):\n${run.stdout}\nstderr:\n${run.stderr}`);
      }
      const problems = answerProblems(block.answer, printed);
      if (problems.length > 0) throw new Error(`${where}does not answer what the README shows:\n- ${problems.join('\n- ')}\nprinted:\n${run.stdout}`);
    }
  }, 300_000);
});
