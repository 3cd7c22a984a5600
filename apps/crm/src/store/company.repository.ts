import { mergeUpdates, outboxUpdate, withOutbox, type OutboxFields } from '@wbk/bus';
import type { EventEnvelope } from '@wbk/contracts';
import type { KeyStamp } from '@wbk/platform';
import { insertOnce, type Collection, type Doc, type DocStore, type Filter } from '@wbk/store';
import { nameTokens, type CompanyView } from '../domain/company';
import { NOT_DELETED } from './tombstone';

export const COMPANIES_COLLECTION = 'companies';

/**
 * One company document. `name_tokens` (lower-cased words of the name) serves
 * the `q` search through an index; `version` guards read-modify-write;
 * `deleted_at` marks a tombstone (null while live).
 */
export type CompanyDoc = Doc &
  Omit<CompanyView, 'id'> &
  OutboxFields & {
    workspace_id: string;
    name_tokens: string[];
    deleted_at: string | null;
    version: number;
  };

export interface StoredCompany {
  company: CompanyView;
  version: number;
}

export interface CompanyListFilter {
  domain?: string;
  tag?: string;
  /** Each must be the prefix of some word of the name. */
  nameWords?: string[];
  skip: number;
  limit: number;
}

/** Newest first; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = { created_date: -1, _id: -1 } as const;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toView(doc: CompanyDoc): CompanyView {
  return {
    id: doc._id,
    name: doc.name,
    domain: doc.domain ?? null,
    industry: doc.industry ?? null,
    size: doc.size ?? null,
    website: doc.website ?? null,
    linkedin_url: doc.linkedin_url ?? null,
    city: doc.city ?? null,
    country: doc.country ?? null,
    description: doc.description ?? null,
    tags: Array.isArray(doc.tags) ? doc.tags : [],
    created_date: doc.created_date,
    updated_date: doc.updated_date,
  };
}

function fields(company: CompanyView): Omit<CompanyView, 'id'> & { name_tokens: string[] } {
  const { id: _id, ...rest } = company;
  return { ...rest, name_tokens: nameTokens(company.name) };
}

export class CompanyRepository {
  private readonly companies: Collection<CompanyDoc>;

  constructor(store: DocStore) {
    this.companies = store.collection<CompanyDoc>(COMPANIES_COLLECTION);
  }

  /**
   * One index per filter, workspace_id first, the equality filters followed by
   * the newest-first sort so a filtered page is read in order; name_tokens is
   * multikey (one entry per word) and bounds each anchored prefix.
   */
  async ensureIndexes(): Promise<void> {
    await this.companies.createIndexes([
      { key: { workspace_id: 1, deleted_at: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, domain: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, tags: 1, created_date: -1, _id: -1 } },
      { key: { workspace_id: 1, deleted_at: 1, name_tokens: 1 } },
    ]);
  }

  /** With a stamp, a create under an Idempotency-Key: a retry of the same request gets the stored company (created false). */
  async insert(workspaceId: string, company: CompanyView, events: EventEnvelope[], stamp?: KeyStamp): Promise<{ company: CompanyView; created: boolean }> {
    const doc: CompanyDoc = { _id: company.id, workspace_id: workspaceId, ...fields(company), deleted_at: null, version: 1 };
    const { doc: stored, created } = await insertOnce(this.companies, withOutbox(doc, events), stamp);
    return { company: toView(stored), created };
  }

  async findLive(workspaceId: string, id: string): Promise<StoredCompany | null> {
    const doc = await this.companies.findOne({ _id: id, workspace_id: workspaceId, ...NOT_DELETED });
    return doc ? { company: toView(doc), version: doc.version } : null;
  }

  async exists(workspaceId: string, id: string): Promise<boolean> {
    return (await this.findLive(workspaceId, id)) !== null;
  }

  async list(workspaceId: string, filter: CompanyListFilter): Promise<{ items: CompanyView[]; total: number }> {
    const query: Filter = { workspace_id: workspaceId, ...NOT_DELETED };
    if (filter.domain !== undefined) query['domain'] = filter.domain;
    if (filter.tag !== undefined) query['tags'] = filter.tag;
    if (filter.nameWords !== undefined && filter.nameWords.length > 0) {
      // Anchored prefixes on an indexed field: the index bounds each word's range.
      query['$and'] = filter.nameWords.map((word) => ({ name_tokens: { $regex: `^${escapeRegex(word)}` } }));
    }
    const [docs, total] = await Promise.all([
      this.companies.find(query, { sort: NEWEST_FIRST, skip: filter.skip, limit: filter.limit }),
      this.companies.countDocuments(query),
    ]);
    return { items: docs.map(toView), total };
  }

  /** Writes the new state if nobody else wrote since `version`; false when someone did. */
  async update(workspaceId: string, next: CompanyView, version: number, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.companies.updateOne(
      { _id: next.id, workspace_id: workspaceId, version, ...NOT_DELETED },
      mergeUpdates({ $set: { ...fields(next), version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }

  /** Tombstone and the company.deleted event in one write; false when the company moved on meanwhile. */
  async tombstone(workspaceId: string, id: string, version: number, deletedAt: string, events: EventEnvelope[]): Promise<boolean> {
    const result = await this.companies.updateOne(
      { _id: id, workspace_id: workspaceId, version, ...NOT_DELETED },
      mergeUpdates({ $set: { deleted_at: deletedAt, version: version + 1 } }, outboxUpdate(events)),
    );
    return result.matchedCount === 1;
  }
}
