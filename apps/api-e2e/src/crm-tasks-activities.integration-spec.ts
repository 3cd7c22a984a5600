import {
  aContact,
  aDeal,
  aNote,
  anUnknownId,
  aTask,
  expectEventually,
  startStack,
  subscribeEvents,
  type ApiClient,
  type EventTap,
  type Stack,
} from '@wbk/testing';
import { crmWorkspaces, expectError, expectValidationError, tick } from './crm.support';

/** CRM tasks, contact notes, the contact includes they feed, and the contact timeline. */

interface Task {
  id: string;
  title: string;
  status: string;
  priority: string;
  due_date: string | null;
  contact_id: string | null;
  deal_id: string | null;
  assigned_to_user_id: string | null;
  completed_at: string | null;
  updated_date: string;
  [field: string]: unknown;
}

interface Activity {
  id: string;
  type: string;
  contact_id: string;
  occurred_at: string;
  title: string;
  source: { event: string; id: string };
  [field: string]: unknown;
}

const TASK_FIELDS = ['assigned_to_user_id', 'completed_at', 'contact_id', 'created_date', 'deal_id', 'description', 'due_date', 'id', 'priority', 'status', 'title', 'updated_date'];
const CONTACT_NOTE_FIELDS = ['category', 'content', 'created_date', 'id', 'note_type', 'tags', 'title'];

/** Records made one after another must not share a millisecond, so "newest first" has one right answer. */

describe('CRM tasks, contact notes and the activity timeline', () => {
  let stack: Stack;
  let api: ApiClient;
  let reader: ApiClient;
  let otherWorkspace: ApiClient;
  const taps: Record<string, EventTap> = {};

  beforeAll(async () => {
    stack = await startStack();
    const { workspace, other } = await crmWorkspaces(stack, { full: ['read', 'write'], reader: ['read'] });
    api = stack.api(workspace.keys.full);
    reader = stack.api(workspace.keys.reader);
    otherWorkspace = stack.api(other.keys.full);
    for (const type of ['task.created', 'task.updated', 'activity.created']) {
      taps[type] = await subscribeEvents(stack.natsUrl, `events.${type}`);
    }
  });

  afterAll(async () => {
    for (const tap of Object.values(taps)) await tap.stop();
    await stack?.stop();
  });

  async function createContactId(client = api): Promise<string> {
    const response = await client.post('/v1/contacts', aContact());
    expect(response.status).toBe(201);
    return (response.body.data as { id: string }).id;
  }

  async function createTask(body: Record<string, unknown> = aTask()): Promise<Task> {
    const response = await api.post('/v1/tasks', body);
    expect(response.status).toBe(201);
    return response.body.data as Task;
  }

  async function listTaskIds(query: string, client = api): Promise<string[]> {
    const response = await client.get(`/v1/tasks?${query}`);
    expect(response.status).toBe(200);
    const ids = (response.body.data as Task[]).map((t) => t.id);
    expect(response.body.meta?.total).toBe(ids.length);
    return ids.sort();
  }

  const sorted = (ids: string[]): string[] => [...ids].sort();

  describe('tasks', () => {
    it('creates a task (201) with defaults status open and priority medium', async () => {
      const contactId = await createContactId();
      const task = await createTask(aTask({ title: 'Send engagement letter', contact_id: contactId, due_date: '2026-03-01' }));
      expect(Object.keys(task).sort()).toEqual(TASK_FIELDS);
      expect(task).toMatchObject({ title: 'Send engagement letter', status: 'open', priority: 'medium', contact_id: contactId, completed_at: null });
      expect(Date.parse(String(task.due_date))).toBe(Date.parse('2026-03-01T00:00:00Z'));
    });

    it('filters by status, assigned_to_user_id, contact_id, deal_id and due before/after', async () => {
      const user = anUnknownId();
      const contactId = await createContactId();
      const dealResponse = await api.post('/v1/deals', aDeal());
      const dealId = (dealResponse.body.data as { deal: { id: string } }).deal.id;
      const a = await createTask(aTask({ assigned_to_user_id: user, due_date: '2026-03-01', contact_id: contactId }));
      const b = await createTask(aTask({ assigned_to_user_id: user, due_date: '2026-03-15T17:00:00Z', deal_id: dealId, status: 'in_progress' }));
      const c = await createTask(aTask({ assigned_to_user_id: user, due_date: '2026-04-01', contact_id: contactId, deal_id: dealId, status: 'completed' }));
      const d = await createTask(aTask({ assigned_to_user_id: user }));
      await createTask(aTask({ assigned_to_user_id: anUnknownId(), contact_id: contactId, due_date: '2026-03-01' }));

      expect(await listTaskIds(`assigned_to_user_id=${user}`)).toEqual(sorted([a.id, b.id, c.id, d.id]));
      expect(await listTaskIds(`assigned_to_user_id=${user}&status=open`)).toEqual(sorted([a.id, d.id]));
      expect(await listTaskIds(`assigned_to_user_id=${user}&contact_id=${contactId}`)).toEqual(sorted([a.id, c.id]));
      expect(await listTaskIds(`deal_id=${dealId}`)).toEqual(sorted([b.id, c.id]));
      expect(await listTaskIds(`deal_id=${dealId}&status=completed`)).toEqual([c.id]);
      // Bounds are inclusive; a date alone as due_before covers that whole day; undated tasks never match.
      expect(await listTaskIds(`assigned_to_user_id=${user}&due_before=2026-03-15`)).toEqual(sorted([a.id, b.id]));
      expect(await listTaskIds(`assigned_to_user_id=${user}&due_after=2026-03-02`)).toEqual(sorted([b.id, c.id]));
      expect(await listTaskIds(`assigned_to_user_id=${user}&due_after=2026-03-02&due_before=2026-03-31`)).toEqual([b.id]);
      expect(await listTaskIds(`assigned_to_user_id=${user}&due_after=2026-03-15T17:00:01Z`)).toEqual([c.id]);
    });

    it('answers 400 validation_error for bad list filters', async () => {
      expectValidationError(await api.get('/v1/tasks?status=done'), ['status']);
      expectValidationError(await api.get('/v1/tasks?contact_id=bob'), ['contact_id']);
      expectValidationError(await api.get('/v1/tasks?due_before=2026-02-30'), ['due_before']);
      expectValidationError(await api.get('/v1/tasks?due_after=next%20week'), ['due_after']);
      expectValidationError(await api.get('/v1/tasks?owner=me'), ['owner']);
    });

    it('PATCH changes only the given fields; completing stamps completed_at, reopening clears it', async () => {
      const task = await createTask(aTask({ description: 'Draft', priority: 'low' }));
      const patched = await api.patch(`/v1/tasks/${task.id}`, { status: 'completed' });
      expect(patched.status).toBe(200);
      const done = patched.body.data as Task;
      expect(done.completed_at).toEqual(expect.any(String));
      expect(done).toEqual({ ...task, status: 'completed', completed_at: done.completed_at, updated_date: done.updated_date });

      const reopened = (await api.patch(`/v1/tasks/${task.id}`, { status: 'open', priority: 'urgent' })).body.data as Task;
      expect(reopened).toMatchObject({ status: 'open', priority: 'urgent', completed_at: null, description: 'Draft', title: task.title });
    });

    it('refuses bad input with 400 naming each field, and changes nothing', async () => {
      const user = anUnknownId();
      const foreignContact = await createContactId(otherWorkspace);
      for (const [body, fields] of [
        [aTask({ assigned_to_user_id: user, priority: 'critical' }), ['priority']],
        [aTask({ assigned_to_user_id: user, status: 'done' }), ['status']],
        [aTask({ assigned_to_user_id: user, due_date: '2026-02-30' }), ['due_date']],
        [aTask({ assigned_to_user_id: user, due_date: 'friday' }), ['due_date']],
        [aTask({ assigned_to_user_id: user, title: 'x'.repeat(301) }), ['title']],
        [aTask({ assigned_to_user_id: user, title: 12 }), ['title']],
        [aTask({ assigned_to_user_id: user, reminder: true }), ['reminder']],
        [aTask({ assigned_to_user_id: user, contact_id: foreignContact }), ['contact_id']],
        [aTask({ assigned_to_user_id: user, deal_id: anUnknownId() }), ['deal_id']],
        [aTask({ assigned_to_user_id: 'bob' }), ['assigned_to_user_id']],
        [{ assigned_to_user_id: user }, ['title']],
      ] as Array<[Record<string, unknown>, string[]]>) {
        expectValidationError(await api.post('/v1/tasks', body), fields);
      }
      expect(await listTaskIds(`assigned_to_user_id=${user}`)).toEqual([]);

      const task = await createTask(aTask({ assigned_to_user_id: user }));
      for (const [body, fields] of [
        [{ priority: 'critical' }, ['priority']],
        [{ status: 'completed', due_date: '2026-13-01' }, ['due_date']],
        [{ title: null }, ['title']],
        [{ contact_id: foreignContact }, ['contact_id']],
        [{ completed_at: '2026-01-01T00:00:00Z' }, ['completed_at']],
      ] as Array<[Record<string, unknown>, string[]]>) {
        expectValidationError(await api.patch(`/v1/tasks/${task.id}`, body), fields);
      }
      const [stored] = (await api.get(`/v1/tasks?assigned_to_user_id=${user}`)).body.data as Task[];
      expect(stored).toEqual(task);
    });

    it("deletes a task, and treats another workspace's task as not found", async () => {
      const user = anUnknownId();
      const task = await createTask(aTask({ assigned_to_user_id: user }));
      for (const response of [await otherWorkspace.patch(`/v1/tasks/${task.id}`, { title: 'x' }), await otherWorkspace.delete(`/v1/tasks/${task.id}`)]) {
        expectError(response, 404, 'not_found');
      }
      expect(await listTaskIds(`assigned_to_user_id=${user}`, otherWorkspace)).toEqual([]);
      expect(await listTaskIds(`assigned_to_user_id=${user}`)).toEqual([task.id]);

      expect((await api.delete(`/v1/tasks/${task.id}`)).status).toBe(200);
      expect(await listTaskIds(`assigned_to_user_id=${user}`)).toEqual([]);
      for (const response of [await api.patch(`/v1/tasks/${task.id}`, { title: 'x' }), await api.delete(`/v1/tasks/${task.id}`)]) {
        expectError(response, 404, 'not_found');
      }
    });

    it('refuses writes from a read-only key with 403 naming write:tasks', async () => {
      const response = await reader.post('/v1/tasks', aTask());
      expectError(response, 403, 'insufficient_permissions');
      expect(response.body.error?.message).toContain('write:tasks');
    });

    it('embeds open_tasks on a contact: up to 3 open tasks (soonest due first), each {id, title, status, priority, due_date, assigned_to_user_id}', async () => {
      const contactId = await createContactId();
      const later = await createTask(aTask({ contact_id: contactId, due_date: '2026-05-01' }));
      const soonest = await createTask(aTask({ contact_id: contactId, due_date: '2026-04-01', status: 'in_progress' }));
      await createTask(aTask({ contact_id: contactId, due_date: '2026-01-01', status: 'completed' }));
      await createTask(aTask({ contact_id: contactId, due_date: '2026-01-02', status: 'cancelled' }));
      const third = await createTask(aTask({ contact_id: contactId, due_date: '2026-06-01', assigned_to_user_id: anUnknownId() }));
      const undated = await createTask(aTask({ contact_id: contactId }));

      const response = await api.get(`/v1/contacts/${contactId}?include=tasks`);
      expect(response.status).toBe(200);
      const openTasks = (response.body.data as { open_tasks: Array<Record<string, unknown>> }).open_tasks;
      expect(openTasks.map((t) => t.id)).toEqual([soonest.id, later.id, third.id]);
      for (const entry of openTasks) expect(Object.keys(entry).sort()).toEqual(['assigned_to_user_id', 'due_date', 'id', 'priority', 'status', 'title']);
      expect(openTasks[2]).toEqual({ id: third.id, title: third.title, status: 'open', priority: 'medium', due_date: third.due_date, assigned_to_user_id: third.assigned_to_user_id });

      // Completing one lets the undated open task in.
      expect((await api.patch(`/v1/tasks/${soonest.id}`, { status: 'completed' })).status).toBe(200);
      const after = (await api.get(`/v1/contacts/${contactId}?include=tasks`)).body.data as { open_tasks: Array<{ id: string }> };
      expect(after.open_tasks.map((t) => t.id)).toEqual([later.id, third.id, undated.id]);
    });
  });

  describe('contact notes', () => {
    it('creates a contact note (201) with category, note_type default general, and lists it', async () => {
      const contactId = await createContactId();
      const response = await api.post(`/v1/contacts/${contactId}/notes`, aNote({ category: 'billing' }));
      expect(response.status).toBe(201);
      const note = response.body.data as Record<string, unknown>;
      expect(Object.keys(note).sort()).toEqual(CONTACT_NOTE_FIELDS);
      expect(note).toMatchObject({ note_type: 'general', category: 'billing' });
      const list = await api.get(`/v1/contacts/${contactId}/notes`);
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([note]);
      expect(list.body.meta?.total).toBe(1);
    });

    it('requires a title, caps content at 50,000 characters, and 404s for another workspace', async () => {
      const contactId = await createContactId();
      expectValidationError(await api.post(`/v1/contacts/${contactId}/notes`, { content: 'x' }), ['title']);
      expectValidationError(await api.post(`/v1/contacts/${contactId}/notes`, aNote({ content: 'x'.repeat(50_001) })), ['content']);
      expectValidationError(await api.post(`/v1/contacts/${contactId}/notes`, aNote({ category: 5, mood: 'happy' })), ['category', 'mood']);
      expectError(await otherWorkspace.post(`/v1/contacts/${contactId}/notes`, aNote()), 404, 'not_found');
      expectError(await otherWorkspace.get(`/v1/contacts/${contactId}/notes`), 404, 'not_found');
      expectError(await api.post(`/v1/contacts/${anUnknownId()}/notes`, aNote()), 404, 'not_found');
      expect((await api.get(`/v1/contacts/${contactId}/notes`)).body.meta?.total).toBe(0);
    });

    it('feeds recent_notes: up to 3 newest, each exactly {id, title, content, note_type, category, created_date}', async () => {
      const contactId = await createContactId();
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await api.post(`/v1/contacts/${contactId}/notes`, aNote({ title: `Note ${i}`, note_type: i === 3 ? 'call' : undefined, category: 'intake' }));
        expect(response.status).toBe(201);
        ids.push((response.body.data as { id: string }).id);
        await tick();
      }
      const response = await api.get(`/v1/contacts/${contactId}?include=notes`);
      expect(response.status).toBe(200);
      const recent = (response.body.data as { recent_notes: Array<Record<string, unknown>> }).recent_notes;
      expect(recent.map((n) => n.id)).toEqual([ids[3], ids[2], ids[1]]);
      for (const note of recent) expect(Object.keys(note).sort()).toEqual(['category', 'content', 'created_date', 'id', 'note_type', 'title']);
      expect(recent[0]).toMatchObject({ title: 'Note 3', note_type: 'call', category: 'intake', content: 'Discussed the engagement letter.' });

      const all = (await api.get(`/v1/contacts/${contactId}?include=*`)).body.data as Record<string, unknown>;
      expect(all).toMatchObject({ recent_notes: recent, open_tasks: [], open_deals: [] });
    });
  });

  describe('activity timeline', () => {
    async function timeline(contactId: string, query = ''): Promise<{ items: Activity[]; total: number }> {
      const response = await api.get(`/v1/contacts/${contactId}/activities${query}`);
      expect(response.status).toBe(200);
      return { items: response.body.data as Activity[], total: response.body.meta!.total };
    }

    it('shows a contact note, a created task and its completion on GET /v1/contacts/{id}/activities, newest first, each once', async () => {
      const contactId = await createContactId();
      const noteResponse = await api.post(`/v1/contacts/${contactId}/notes`, aNote({ title: 'Intake call' }));
      const noteId = (noteResponse.body.data as { id: string }).id;
      await tick();
      const task = await createTask(aTask({ title: 'Send conflict check', contact_id: contactId }));
      await tick();
      // A task of another contact stays off this timeline.
      await createTask(aTask({ contact_id: await createContactId() }));

      const first = await expectEventually(async () => {
        const page = await timeline(contactId);
        expect(page.items.map((a) => a.type)).toEqual(['task_created', 'note']);
        return page;
      });
      expect(first.total).toBe(2);
      expect(first.items[0]).toMatchObject({ contact_id: contactId, title: 'Send conflict check', source: { event: 'task.created', id: task.id } });
      expect(first.items[1]).toMatchObject({ contact_id: contactId, title: 'Intake call', source: { event: 'note.created', id: noteId } });
      expect(Date.parse(first.items[0]!.occurred_at)).toBeGreaterThanOrEqual(Date.parse(first.items[1]!.occurred_at));

      expect((await api.patch(`/v1/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
      await expectEventually(async () => expect((await timeline(contactId)).items.map((a) => a.type)).toEqual(['task_completed', 'task_created', 'note']));

      const paged = await api.get(`/v1/contacts/${contactId}/activities?page=2&per_page=2`);
      expect(paged.body.meta).toEqual({ page: 2, per_page: 2, total: 3 });
      expect((paged.body.data as Activity[]).map((a) => a.type)).toEqual(['note']);
      expect((await timeline(contactId, '?type=note')).items.map((a) => a.source.id)).toEqual([noteId]);

      // activity.created once per timeline entry.
      const forContact = () => taps['activity.created']!.matching((e) => (e.data as { activity?: { contact_id?: unknown } }).activity?.contact_id === contactId);
      await expectEventually(() => expect(forContact()).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(forContact()).toHaveLength(3);
      expect((await timeline(contactId)).total).toBe(3);
    });

    it("answers 404 not_found for another workspace's contact and 400 for bad query parameters", async () => {
      const contactId = await createContactId();
      expectError(await otherWorkspace.get(`/v1/contacts/${contactId}/activities`), 404, 'not_found');
      expectError(await api.get(`/v1/contacts/${anUnknownId()}/activities`), 404, 'not_found');
      expectValidationError(await api.get(`/v1/contacts/${contactId}/activities?type=fax`), ['type']);
      expectValidationError(await api.get(`/v1/contacts/${contactId}/activities?per_page=101`), ['per_page']);
      expectValidationError(await api.get(`/v1/contacts/${contactId}/activities?since=2026-01-01`), ['since']);
    });
  });

  describe('events', () => {
    it('publishes task.created and task.updated (with changes) exactly once each; refused and no-op updates publish nothing', async () => {
      const task = await createTask(aTask({ priority: 'low' }));
      expectValidationError(await api.patch(`/v1/tasks/${task.id}`, { priority: 'critical' }), ['priority']);
      expect((await api.patch(`/v1/tasks/${task.id}`, { priority: 'high', status: 'in_progress' })).status).toBe(200);
      expect((await api.patch(`/v1/tasks/${task.id}`, { priority: 'high' })).status).toBe(200);

      const of = (type: string) => taps[type]!.matching((e) => (e.data as { task?: { id?: unknown } }).task?.id === task.id);
      await expectEventually(() => {
        expect(of('task.created')).toHaveLength(1);
        expect(of('task.updated')).toHaveLength(1);
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(of('task.created')).toHaveLength(1);
      expect(of('task.updated')).toHaveLength(1);
      expect(of('task.created')[0]!.envelope).toMatchObject({ event: 'task.created', data: { task: { id: task.id, title: task.title, priority: 'low' } } });
      expect(of('task.updated')[0]!.envelope).toMatchObject({ data: { task: { priority: 'high', status: 'in_progress' }, changes: { priority: 'low', status: 'open' } } });
    });
  });
});
