import type { Clock } from '@wbk/platform';
import { storedByThisPage, type MailboxProgress, type SyncJob } from '../domain/sync-job';
import { addressesOf, dedupKey, derivedId, isOwnSentCopy, providerRef, toSyncedEmail, type ProviderMessage } from '../domain/synced-message';
import { emailReceived } from '../events/sync-events';
import type { CrmContacts } from '../peers/crm-contacts.client';
import type { NewSyncedEmail, SyncedEmailRepository } from '../store/synced-email.repository';

export interface PageStoreDeps {
  emails: SyncedEmailRepository;
  crm: CrmContacts;
  clock: Clock;
  /** Runs after a write that carried events (OutboxRelay.kick). */
  afterWrite: () => void;
}

/**
 * One page of a listing in a constant number of round trips: one lookup of
 * what is known together with one CRM call for the page's addresses, one
 * insert of the new messages with their email.received events, one update of
 * the rest.
 */
export async function storePage(deps: PageStoreDeps, job: SyncJob, mp: MailboxProgress, messages: readonly ProviderMessage[]): Promise<void> {
  job.counts.fetched += messages.length;
  if (messages.length === 0) return;
  const ws = job.workspace_id;
  const keyed = messages.map((message) => {
    const key = dedupKey(mp.provider, message);
    return { message, key, id: derivedId(ws, key), ref: providerRef(mp.provider, message.id) };
  });
  // The lookup of known ids and the CRM's match of the page's addresses run together (a new page is mostly new mail).
  const [known, { byEmail }] = await Promise.all([
    deps.emails.known(
      ws,
      keyed.map((k) => k.id),
    ),
    deps.crm.match(ws, [...new Set(messages.flatMap(addressesOf))], false),
  ]);
  const seen = new Set<string>();
  // Messages this very page stored before a crash cut the job short: counted again, since the saved counts predate them.
  const restored: (readonly string[])[] = [];
  const fresh = new Map<string, (typeof keyed)[number]>();
  for (const k of keyed) {
    const prior = known.get(k.id);
    if (prior === undefined) {
      if (!fresh.has(k.id)) fresh.set(k.id, k);
    } else if (!seen.has(k.id)) {
      seen.add(k.id);
      if (storedByThisPage(prior.storedBy, job)) restored.push(prior.contactIds);
    }
  }
  await deps.emails.markSeen(ws, mp.provider, job.id, [...seen]);
  const now = deps.clock.now().toISOString();
  const items: NewSyncedEmail[] = [...fresh.values()].map((f) => {
    const email = toSyncedEmail({ workspaceId: ws, provider: mp.provider, jobId: job.id, message: f.message, contactsByEmail: byEmail, now });
    return { email, dedupKey: f.key, providerRef: f.ref, event: isOwnSentCopy(f.message) ? null : emailReceived(ws, email, deps.clock) };
  });
  const stored = items.length === 0 ? [] : await deps.emails.insertNew(ws, mp.provider, { job_id: job.id, page: job.pages_stored + 1 }, items);
  job.pages_stored += 1;
  job.counts.stored += restored.length + stored.length;
  const matched = new Set(job.matched_contact_ids);
  for (const contactIds of [...restored, ...stored.map((item) => item.email.contact_ids)]) for (const id of contactIds) matched.add(id);
  job.matched_contact_ids = [...matched];
  job.counts.matched_contacts = matched.size;
  if (stored.length > 0) deps.afterWrite();
}
