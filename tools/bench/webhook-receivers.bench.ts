// The HTTPS endpoints of the webhook delivery bench, in a child process of their
// own so their work does not share the measuring process's event loop. The
// parent drives them over stdin/stdout, one JSON line answered per command.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { startHttpsReceiver } from '@wbk/testing';

/** The receivers' side of the protocol: one JSON line answered per command line. */
export interface ReceiverReport {
  count: number;
  unique: number;
  latencies?: number[];
}

export class ReceiverProcess {
  private readonly lines: Interface;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly child: ChildProcess,
    readonly ports: number[],
    readonly ca: string,
  ) {
    this.lines = createInterface({ input: child.stdout! });
  }

  static async start(endpoints: number): Promise<ReceiverProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--receivers', String(endpoints)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const first = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => {
        lines.close();
        resolve(line);
      });
      child.once('exit', (code) => reject(new Error(`receiver process exited with ${code}`)));
    });
    const ready = JSON.parse(first) as { ports: number[]; ca: string };
    return new ReceiverProcess(child, ready.ports, ready.ca);
  }

  /** Commands: `count`, `report` (with latencies since the last reset), `reset`. */
  command(name: 'count' | 'report' | 'reset'): Promise<ReceiverReport> {
    const next = this.queue.then(
      () =>
        new Promise<ReceiverReport>((resolve) => {
          this.lines.once('line', (line) => resolve(JSON.parse(line) as ReceiverReport));
          this.child.stdin!.write(`${name}\n`);
        }),
    );
    this.queue = next.catch(() => undefined);
    return next;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  stop(): void {
    this.child.kill('SIGTERM');
  }
}

/** Child mode: N receivers; counts receipts (unique by event) and publish-to-receipt latencies. */
async function serveReceivers(count: number): Promise<void> {
  let received = 0;
  let seen = new Set<string>();
  let latencies: number[] = [];
  const handler = (_req: unknown, res: { writeHead: (s: number, h: Record<string, string>) => void; end: (b: string) => void }, rawBody: Buffer): void => {
    const receivedAt = Date.now();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
    const body = JSON.parse(rawBody.toString('utf8')) as { data: { contact: { id: string; custom_fields: { sent_at: number } } } };
    received += 1;
    seen.add(body.data.contact.id);
    latencies.push(receivedAt - body.data.contact.custom_fields.sent_at);
  };
  const receivers = await Promise.all(Array.from({ length: count }, () => startHttpsReceiver({ record: false, handler })));
  process.stdout.write(`${JSON.stringify({ ports: receivers.map((r) => r.port), ca: receivers[0]!.ca })}\n`);
  createInterface({ input: process.stdin }).on('line', (line) => {
    const command = line.trim();
    if (command === 'reset') {
      received = 0;
      seen = new Set();
      latencies = [];
    }
    const report: ReceiverReport = { count: received, unique: seen.size, ...(command === 'report' ? { latencies } : {}) };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
  process.once('SIGTERM', () => void Promise.all(receivers.map((r) => r.close())).then(() => process.exit(0)));
}

if (require.main === module) {
  const receiversAt = process.argv.indexOf('--receivers');
  if (receiversAt !== -1) void serveReceivers(Number(process.argv[receiversAt + 1] ?? 50));
}
