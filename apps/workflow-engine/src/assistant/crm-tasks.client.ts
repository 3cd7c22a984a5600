import { AppError, isAppError } from '@wbk/platform';
import type { RpcClient } from '@wbk/rpc';
import { z } from 'zod';
import { derivedUuid } from './derived-id';

/**
 * What the assistant asks of the CRM, through its public RPCs (the engine never
 * writes the CRM's store). Every call carries the task id as request id and an
 * idempotency key derived from task and step, so an execution repeated after a
 * crash is the same request again.
 */
export interface CrmScope {
  workspaceId: string;
  taskId: string;
}

const contactSchema = z.looseObject({
  id: z.string(),
  full_name: z.string().nullish(),
  email: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
export type CrmContact = z.infer<typeof contactSchema>;

const listSchema = z.looseObject({ id: z.string(), name: z.string(), contact_count: z.number().optional() });
export type CrmList = z.infer<typeof listSchema>;

const replySchema = z.object({
  data_json: z.string(),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }).nullish(),
});

const membershipSchema = z.looseObject({ list_id: z.string(), contact_count: z.number(), added: z.number().optional(), removed: z.number().optional() });

/** Name lookups scan pages because ListContacts/ListLists have no name filter (reported to the CRM owner). */
export const SCAN_PAGE_SIZE = 200;
export const DEFAULT_MAX_SCAN_PAGES = 10;

export type CrmCaller = Pick<RpcClient, 'call'>;

export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface NameScan<T> {
  matches: Map<string, T[]>;
  /** True when the scan stopped at its page limit before the end of the collection. */
  truncated: boolean;
}

export class CrmTasksClient {
  private readonly maxScanPages: number;

  constructor(
    private readonly rpc: CrmCaller,
    options: { maxScanPages?: number } = {},
  ) {
    this.maxScanPages = options.maxScanPages ?? DEFAULT_MAX_SCAN_PAGES;
  }

  async getContact(scope: CrmScope, id: string): Promise<CrmContact | null> {
    const reply = await this.orNull(this.api(scope, 'GetContact', 'get-contact', { path: { id } }));
    return reply === null ? null : contactSchema.parse(reply.data);
  }

  async contactsByEmail(scope: CrmScope, email: string): Promise<CrmContact[]> {
    const { data } = await this.api(scope, 'ListContacts', 'find-contact', { query: { email, per_page: '10' } });
    return z.array(contactSchema).parse(data);
  }

  async contactsByName(scope: CrmScope, names: string[]): Promise<NameScan<CrmContact>> {
    return this.scan(scope, 'ListContacts', contactSchema, names, (c) => c.full_name ?? '');
  }

  async updateContact(scope: CrmScope, id: string, patch: Record<string, unknown>): Promise<CrmContact> {
    const { data } = await this.api(scope, 'UpdateContact', `update-contact:${id}`, { path: { id }, body: patch });
    return contactSchema.parse(data);
  }

  async getList(scope: CrmScope, id: string): Promise<CrmList | null> {
    const reply = await this.orNull(this.api(scope, 'GetList', 'get-list', { path: { id } }));
    return reply === null ? null : listSchema.parse(reply.data);
  }

  async listsByName(scope: CrmScope, name: string): Promise<NameScan<CrmList>> {
    return this.scan(scope, 'ListLists', listSchema, [name], (l) => l.name);
  }

  async changeListMembers(scope: CrmScope, listId: string, operation: 'add' | 'remove', contactIds: string[]): Promise<{ changed: number; contactCount: number }> {
    const method = operation === 'add' ? 'AddListContacts' : 'RemoveListContacts';
    const { data } = await this.api(scope, method, `${operation}-list-contacts:${listId}`, { path: { id: listId }, body: { contact_ids: contactIds } });
    const parsed = membershipSchema.parse(data);
    return { changed: parsed.added ?? parsed.removed ?? 0, contactCount: parsed.contact_count };
  }

  private async scan<T>(scope: CrmScope, method: string, schema: z.ZodType<T>, names: string[], nameOf: (item: T) => string): Promise<NameScan<T>> {
    const wanted = new Set(names.map(nameKey));
    const matches = new Map<string, T[]>();
    for (let page = 1; page <= this.maxScanPages; page++) {
      const { data, meta } = await this.api(scope, method, `scan:${page}`, { query: { page: String(page), per_page: String(SCAN_PAGE_SIZE) } });
      const items = z.array(schema).parse(data);
      for (const item of items) {
        const key = nameKey(nameOf(item));
        if (wanted.has(key)) matches.set(key, [...(matches.get(key) ?? []), item]);
      }
      const total = meta?.total ?? 0;
      if (items.length < SCAN_PAGE_SIZE || page * SCAN_PAGE_SIZE >= total) return { matches, truncated: false };
    }
    return { matches, truncated: true };
  }

  private async orNull<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') return null;
      throw err;
    }
  }

  private async api(
    scope: CrmScope,
    method: string,
    step: string,
    input: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown },
  ): Promise<{ data: unknown; meta: { total: number } | null }> {
    const request = {
      context: {
        workspace_id: scope.workspaceId,
        request_id: scope.taskId,
        api_key_id: '',
        user_id: '',
        idempotency_key: derivedUuid(`assistant-task:${scope.taskId}:${step}`),
        causation_root_id: '',
        causation_depth: 0,
        causation_workflow_id: '',
      },
      path: input.path ?? {},
      query: input.query ?? {},
      body_json: input.body === undefined ? '' : JSON.stringify(input.body),
    };
    // Every step the assistant takes is safe to repeat (reads, field sets, set-like list membership).
    const raw = await this.rpc.call<unknown>(method, request, { idempotent: true });
    const reply = replySchema.safeParse(raw);
    if (!reply.success) throw new AppError('internal_error', `The CRM answered ${method} with an unreadable reply`);
    return { data: reply.data.data_json === '' ? null : (JSON.parse(reply.data.data_json) as unknown), meta: reply.data.meta ?? null };
  }
}
