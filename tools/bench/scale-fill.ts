// Fills the CRM's and the workspace service's embedded stores (SQLite) of a
// stopped stack with contacts and audit entries, written through the services'
// own repositories: the documents are the ones the bulk create and the audit
// consumer store, and the indexes are the ones the services declared at their
// first start (each insert maintains them, as in production).
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openStore, type DocStore } from '@wbk/store';
import { ContactRepository } from '../../apps/crm/src/store/contact.repository';
import { newContactState, type ContactState } from '../../apps/crm/src/domain/contact';
import { buildAuditEntry } from '../../apps/gateway/src/domain/audit-entry';
import { AuditLogRepository } from '../../apps/workspace/src/store/audit-log.repository';

/** Documents per round: each workspace's share is one insertMany, and a round's inserts share one commit (one fsync). */
export const FILL_BATCH = 20_000;
const DAY_MS = 86_400_000;
/** Contacts were created over the last year; audit entries over the last 300 days, inside the 365-day retention the TTL index enforces. */
const CONTACT_SPAN_MS = 365 * DAY_MS;
const AUDIT_SPAN_MS = 300 * DAY_MS;
const AUDIT_RETENTION_DAYS = 365;

const FIRST_NAMES = ['Jane', 'Oliver', 'Amelia', 'Noah', 'Isla', 'Leo', 'Freya', 'Arthur', 'Ava', 'Hugo', 'Clara', 'Felix'];
const LAST_NAMES = ['Doe', 'Hartley', 'van der Berg', 'Okafor', 'Moreau', 'Schmidt', 'Rossi', 'Novak', 'Lindqvist', 'Byrne'];
const TITLES = ['Litigation Partner', 'General Counsel', 'Associate', 'Head of Legal', 'Paralegal', 'Managing Partner'];
const TAGS = ['litigation', 'london', 'corporate', 'referral', 'client', 'prospect', 'conference'];
const ROUTES = [
  { method: 'GET', path: '/v1/contacts', resource: 'contact' },
  { method: 'GET', path: '/v1/deals', resource: 'deal' },
  { method: 'POST', path: '/v1/contacts', resource: 'contact', action: 'create' },
  { method: 'PATCH', path: '/v1/contacts/{id}', resource: 'contact', action: 'update' },
  { method: 'GET', path: '/v1/companies', resource: 'company' },
  { method: 'DELETE', path: '/v1/tasks/{id}', resource: 'task', action: 'delete' },
];

export interface FillFigures {
  contacts: number;
  auditEntries: number;
  contactSeconds: number;
  auditSeconds: number;
  /** Bytes of each service's data directory (store.sqlite and its WAL), by app. */
  bytes: Record<string, number>;
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

function contactAt(n: number, count: number, now: number): ContactState {
  const first = pick(FIRST_NAMES, n);
  const last = pick(LAST_NAMES, Math.floor(n / FIRST_NAMES.length));
  const created = new Date(now - CONTACT_SPAN_MS + Math.floor((n / Math.max(1, count)) * CONTACT_SPAN_MS));
  return newContactState(
    {
      first_name: first,
      last_name: last,
      email: `${first}.${last.replace(/ /g, '')}.${n}@firm-${n % 997}.example`.toLowerCase(),
      phone: `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}`,
      job_title: pick(TITLES, n),
      company: `Firm ${n % 997} LLP`,
      priority: ((n % 3) + 1) as 1 | 2 | 3,
      tags: [pick(TAGS, n), pick(TAGS, n + 3)],
      custom_fields: { source: 'scale-bench', region: n % 2 ? 'uk' : 'eu' },
    },
    randomUUID(),
    created,
  );
}

function auditEntryAt(n: number, count: number, now: number, keyId: string) {
  const route = pick(ROUTES, n);
  const resourceId = route.path.includes('{id}') ? randomUUID() : null;
  return buildAuditEntry({
    id: randomUUID(),
    timestamp: new Date(now - AUDIT_SPAN_MS + Math.floor((n / Math.max(1, count)) * AUDIT_SPAN_MS)).toISOString(),
    method: route.method,
    path: resourceId ? route.path.replace('{id}', resourceId) : route.path,
    requestId: randomUUID(),
    statusCode: route.method === 'POST' ? 201 : 200,
    apiKeyId: keyId,
    resourceType: route.resource,
    resourceId,
    upstream: route.action ? { action: route.action, resource_type: route.resource, resource_id: resourceId ?? randomUUID(), diff_json: route.action === 'update' ? '{"job_title":{"from":"Associate","to":"Partner"}}' : '' } : null,
    ipAddress: `10.0.${n % 256}.${(n >> 8) % 256}`,
    userAgent: 'wbk-client/1.0 (node)',
  });
}

async function withStore<T>(dataDir: string, use: (store: DocStore) => Promise<T>): Promise<T> {
  const store = await openStore({ kind: 'embedded', dataDir });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

function directoryBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(path.join(dir, entry.name)).size;
  }
  return bytes;
}

/** Contact n goes to workspace n mod W, so every workspace holds an even share; the same for audit entries. */
export async function fillStores(dataDir: string, sizes: { contacts: number; auditEntries: number; workspaceIds: string[]; keyId: string }): Promise<FillFigures> {
  const now = Date.now();
  const { workspaceIds } = sizes;
  const contactsStarted = performance.now();
  await withStore(path.join(dataDir, 'crm'), async (store) => {
    const contacts = new ContactRepository(store);
    for (let from = 0; from < sizes.contacts; from += FILL_BATCH) {
      const byWorkspace = new Map<string, ContactState[]>(workspaceIds.map((id) => [id, []]));
      for (let n = from; n < Math.min(sizes.contacts, from + FILL_BATCH); n++) byWorkspace.get(pick(workspaceIds, n))!.push(contactAt(n, sizes.contacts, now));
      await Promise.all([...byWorkspace].map(([workspaceId, states]) => contacts.insertManyOnce(workspaceId, states)));
    }
  });
  const contactSeconds = (performance.now() - contactsStarted) / 1000;

  const auditStarted = performance.now();
  await withStore(path.join(dataDir, 'workspace'), async (store) => {
    const audit = new AuditLogRepository(store, AUDIT_RETENTION_DAYS);
    for (let from = 0; from < sizes.auditEntries; from += FILL_BATCH) {
      const byWorkspace = new Map<string, Array<ReturnType<typeof auditEntryAt> & { workspace_id: string }>>(workspaceIds.map((id) => [id, []]));
      for (let n = from; n < Math.min(sizes.auditEntries, from + FILL_BATCH); n++) {
        const workspaceId = pick(workspaceIds, n);
        byWorkspace.get(workspaceId)!.push({ ...auditEntryAt(n, sizes.auditEntries, now, sizes.keyId), workspace_id: workspaceId });
      }
      await Promise.all([...byWorkspace.values()].map((entries) => audit.insertBatch(entries)));
    }
  });
  const auditSeconds = (performance.now() - auditStarted) / 1000;

  return {
    contacts: sizes.contacts,
    auditEntries: sizes.auditEntries,
    contactSeconds,
    auditSeconds,
    bytes: { crm: directoryBytes(path.join(dataDir, 'crm')), workspace: directoryBytes(path.join(dataDir, 'workspace')) },
  };
}
