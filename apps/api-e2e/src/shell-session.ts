// One bash process that runs command blocks one after another, as a reader
// pasting them into one terminal would: variables set by a block are there for
// the next, and what a block starts in the background keeps running.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';

export interface BlockRun {
  stdout: string;
  stderr: string;
  /** The exit status of the block's last command. */
  status: number;
}

export class ShellSession {
  private readonly bash: ChildProcessWithoutNullStreams;
  private stdout = '';
  private stderr = '';
  private exit: string | undefined;

  constructor(cwd: string, env: Record<string, string | undefined>) {
    // Its own process group, so stop() also ends what the blocks left in the background.
    this.bash = spawn('bash', ['--noprofile', '--norc'], { cwd, env, detached: true });
    this.bash.stdout.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.bash.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.bash.once('exit', (code, signal) => (this.exit = signal ?? String(code)));
    // A command that fails ends the shell, so the block that held it is reported, not a later
    // block that missed what it should have set; a failure anywhere in a pipeline counts.
    this.bash.stdin.write('set -e -o pipefail\n');
  }

  /** Runs one block; rejects when bash ends or the block does not finish in time. */
  async run(block: string, timeoutMs: number): Promise<BlockRun> {
    const marker = `@@block-done-${randomUUID()}`;
    this.stdout = '';
    this.stderr = '';
    this.bash.stdin.write(`${block}\nprintf '\\n${marker} %d\\n' $?\n`);
    const deadline = Date.now() + timeoutMs;
    const done = new RegExp(`\\n?${marker} (\\d+)\\n`);
    for (;;) {
      const found = done.exec(this.stdout);
      if (found) return { stdout: this.stdout.slice(0, found.index), stderr: this.stderr, status: Number(found[1]) };
      if (this.exit !== undefined) throw new Error(`bash ended (${this.exit}); stdout:\n${this.stdout}\nstderr:\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`the block did not finish within ${timeoutMs} ms; stdout so far:\n${this.stdout}\nstderr:\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.exit !== undefined || this.bash.pid === undefined) return;
    const exited = new Promise((resolve) => this.bash.once('exit', resolve));
    process.kill(-this.bash.pid, 'SIGTERM');
    await exited;
  }
}
