import { describeContact, type ListOperationMetadata, type ProposedTask } from './assistant-task';
import { isUuidText, parseContactRefs, stripQuotes, MAX_NAME_LENGTH, type ChatContext, type IntentOutcome } from './intent-text';

/**
 * "add Jane Doe to list Prospects", "add jane@acme.com and bob@x.com to the
 * Prospects list", "remove bob@x.com from list Prospects" -> list_operation.
 * The list is named (or given by context.list_id); contacts are resolved by
 * the CRM when the task is approved.
 */
type ListTask = Extract<ProposedTask, { type: 'list_operation' }>;

const COMMAND_RE = /^(add|put|include|insert|remove|delete|take|drop)\s+(.+?)\s+(to|into|onto|on|in|from|off|out\s+of)\s+(.+)$/i;
const ADD_VERBS = new Set(['add', 'put', 'include', 'insert']);
const ADD_PREPOSITIONS = new Set(['to', 'into', 'onto', 'on', 'in']);
const REMOVE_PREPOSITIONS = new Set(['from', 'off', 'out of']);
const LIST_FIRST_RE = /^(?:the\s+|my\s+|our\s+)?(?:contact\s+)?list\s+(?:called\s+|named\s+)?(.+)$/i;
const LIST_LAST_RE = /^(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:contact\s+)?list$/i;
const CURRENT_LIST_RE = /^(?:this|that|current|the\s+current)$/i;

type ListTarget = { list_id: string } | { list_name: string };

function listTarget(text: string, context: ChatContext): { target: ListTarget } | { problem: string } | null {
  const match = LIST_FIRST_RE.exec(text) ?? LIST_LAST_RE.exec(text);
  if (!match) return /^(?:the\s+)?list$/i.test(text) ? currentList(context) : null;
  const name = stripQuotes(match[1]!);
  if (CURRENT_LIST_RE.test(name)) return currentList(context);
  if (isUuidText(name)) return { target: { list_id: name.toLowerCase() } };
  if (name === '' || name.length > MAX_NAME_LENGTH) return { problem: `a list name must be 1 to ${MAX_NAME_LENGTH} characters` };
  return { target: { list_name: name } };
}

function currentList(context: ChatContext): { target: ListTarget } | { problem: string } {
  if (context.list_id !== undefined) return { target: { list_id: context.list_id } };
  return { problem: 'I could not tell which list you mean; name the list or send context.list_id' };
}

function describe(meta: ListOperationMetadata): string {
  const who = meta.contacts.map(describeContact).join(', ');
  const list = meta.list_name !== undefined ? `the list "${meta.list_name}"` : `list ${meta.list_id ?? ''}`;
  const count = `${meta.contact_count} contact${meta.contact_count === 1 ? '' : 's'}`;
  return meta.operation === 'add' ? `Add ${count} (${who}) to ${list}` : `Remove ${count} (${who}) from ${list}`;
}

export function parseListOperation(command: string, context: ChatContext): IntentOutcome<ListTask> {
  const match = COMMAND_RE.exec(command);
  if (!match) return null;
  const operation = ADD_VERBS.has(match[1]!.toLowerCase()) ? 'add' : 'remove';
  const preposition = match[3]!.toLowerCase().replace(/\s+/g, ' ');
  if (!(operation === 'add' ? ADD_PREPOSITIONS : REMOVE_PREPOSITIONS).has(preposition)) return null;
  const target = listTarget(match[4]!.trim(), context);
  if (target === null) return null;
  if ('problem' in target) return target;
  const contacts = parseContactRefs(match[2]!, context);
  if ('problem' in contacts) return contacts;
  const metadata: ListOperationMetadata = { operation, ...target.target, contacts: contacts.refs, contact_count: contacts.refs.length };
  return { task: { type: 'list_operation', description: describe(metadata), metadata } };
}
