// The embedded store alone (SQLite through node:sqlite), through the services' own repositories:
// CPU and wall time per operation, in this process, so a change to the store's read or write path
// shows here before it is diluted by a whole stack. Awaited one at a time, every write is its own
// commit and fsync; the audit batch shows what group commit saves.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStore } from '@wbk/store';
import { newContactState, type ContactState } from '../../apps/crm/src/domain/contact';
import { ContactRepository } from '../../apps/crm/src/store/contact.repository';
import { buildAuditEntry } from '../../apps/gateway/src/domain/audit-entry';
import { AuditLogRepository } from '../../apps/workspace/src/store/audit-log.repository';

export interface StoreOpFigures {
  name: string;
  ops: number;
  wallUs: number;
  userUs: number;
  systemUs: number;
}

const CONTACTS = 2_000;
const READS = 20_000;
const AUDIT_BATCH = 20;

async function timed(name: string, ops: number, perOp: number, run: (i: number) => Promise<unknown>): Promise<StoreOpFigures> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < ops; i++) await run(i);
  const wallUs = ((performance.now() - started) * 1000) / (ops * perOp);
  const used = process.cpuUsage(cpu);
  return { name, ops: ops * perOp, wallUs, userUs: used.user / (ops * perOp), systemUs: used.system / (ops * perOp) };
}

function contactAt(i: number, now: Date): ContactState {
  return newContactState(
    { first_name: 'Jane', last_name: `Doe ${i}`, email: `jane.${i}@example.com`, phone: '+44 20 7946 0000', job_title: 'Partner', company: 'Doe & Partners LLP', priority: 1, tags: ['litigation', 'london'], custom_fields: { source: 'bench' } },
    randomUUID(),
    now,
  );
}

export async function measureStore(): Promise<StoreOpFigures[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wbk-bench-store-'));
  const store = await openStore({ kind: 'embedded', dataDir: dir });
  try {
    const workspaceId = randomUUID();
    const contacts = new ContactRepository(store);
    const audit = new AuditLogRepository(store, 365);
    await Promise.all([contacts.ensureIndexes(), audit.ensureIndexes()]);
    const ids: string[] = [];
    const now = new Date();
    const auditEntry = (i: number) => ({
      ...buildAuditEntry({
        id: randomUUID(),
        timestamp: new Date().toISOString(),
        method: 'GET',
        path: `/v1/contacts/${ids[i % ids.length]}`,
        requestId: randomUUID(),
        statusCode: 200,
        apiKeyId: workspaceId,
        resourceType: 'contact',
        resourceId: ids[i % ids.length]!,
        upstream: null,
        ipAddress: '10.0.0.1',
        userAgent: 'wbk-client/1.0 (node)',
      }),
      workspace_id: workspaceId,
    });
    return [
      await timed('contact insert, awaited one by one', CONTACTS, 1, async (i) => {
        const state = contactAt(i, now);
        ids.push(state.id);
        await contacts.insert(workspaceId, state, []);
      }),
      await timed('contact read by id (findLive)', READS, 1, (i) => contacts.findLive(workspaceId, ids[i % ids.length]!)),
      await timed('contact list, page 1 of 25 with total', CONTACTS, 1, () => contacts.list(workspaceId, { skip: 0, limit: 25 })),
      await timed('audit entry, batches of 1', CONTACTS, 1, (i) => audit.insertBatch([auditEntry(i)])),
      await timed(`audit entry, batches of ${AUDIT_BATCH}`, CONTACTS / AUDIT_BATCH, AUDIT_BATCH, (i) => audit.insertBatch(Array.from({ length: AUDIT_BATCH }, (_, k) => auditEntry(i * AUDIT_BATCH + k)))),
    ];
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function storeReport(figures: StoreOpFigures[]): string[] {
  return [
    'embedded store (SQLite, synchronous=FULL) through the repositories, one process, µs per operation:',
    '| operation | ops | wall | CPU user | CPU system |',
    '|---|---|---|---|---|',
    ...figures.map((f) => `| ${f.name} | ${f.ops} | ${f.wallUs.toFixed(0)} | ${f.userUs.toFixed(0)} | ${f.systemUs.toFixed(0)} |`),
  ];
}
