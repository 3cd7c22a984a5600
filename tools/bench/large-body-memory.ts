// Peak resident memory of the gateway and outreach while N concurrent 14 MiB
// sends (two 5 MiB inline attachments each, one workspace per send so the
// per-workspace cap does not decide) go through the whole stack.
//   node tools/dev/with-node.mjs tsx --tsconfig tsconfig.base.json tools/bench/large-body-memory.ts [N]
// Prints each process's resident memory before the burst and its peak
// (VmHWM, the kernel's high-water mark) after it, and the answers by status.
import { readFileSync } from 'node:fs';
import { createTestWorkspace, startStack } from '@wbk/testing';

const MiB = 1024 * 1024;
const sends = Number(process.argv[2] ?? 12);

function memoryOf(pid: number | undefined): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

async function main(): Promise<void> {
  const stack = await startStack({ checkConformance: false });
  try {
    const apis = [];
    for (let i = 0; i < sends; i++) {
      const workspace = await createTestWorkspace(stack.admin, { plan: 'org' }, { full: ['read', 'write'] });
      await stack.admin.connectProvider(workspace.id, { category: 'email', name: 'mail_provider_a' });
      apis.push(stack.api(workspace.keys.full));
    }
    const attachment = Buffer.alloc(5 * MiB, 0x5a).toString('base64');
    const body = JSON.stringify({
      channel: 'email',
      recipient: 'jane@hartley.example',
      subject: 'Bundle',
      message: 'Attached.',
      attachments: ['a.bin', 'b.bin'].map((filename) => ({ filename, mime_type: 'application/octet-stream', content_base64: attachment })),
    });
    const pids = { gateway: stack.pidOf('gateway'), outreach: stack.pidOf('outreach') };
    const before = { gateway: memoryOf(pids.gateway), outreach: memoryOf(pids.outreach) };
    const answers = await Promise.all(apis.map((api) => api.request('POST', '/v1/channels/send', { body }).then((a) => a.status, (err: Error) => `error ${err.message}`)));
    const after = { gateway: memoryOf(pids.gateway), outreach: memoryOf(pids.outreach) };
    const byStatus: Record<string, number> = {};
    for (const answer of answers) byStatus[answer] = (byStatus[answer] ?? 0) + 1;
    console.log(JSON.stringify({ sends, bodyMiB: +(body.length / MiB).toFixed(2), before, after, byStatus, alive: { gateway: stack.pidOf('gateway') === pids.gateway, outreach: stack.pidOf('outreach') === pids.outreach } }, null, 1));
  } finally {
    await stack.stop();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
