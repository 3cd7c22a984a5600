import { describeContact, type ContactChanges, type ContactRef, type ContactUpdateMetadata, type ProposedTask } from './assistant-task';
import { parseContactRef, splitItems, stripQuotes, type ChatContext, type IntentOutcome } from './intent-text';

/**
 * "set priority of jane@acme.com to high", "change Jane Doe's job title to
 * Partner", "mark Jane Doe as high priority", "tag jane@acme.com with vip"
 * -> contact_update. Field limits follow the CRM's contact schema, so an
 * approved task is not refused there for a length the parser let through.
 */
type ContactTask = Extract<ProposedTask, { type: 'contact_update' }>;
type TextField = 'job_title' | 'phone' | 'company';

const FIELD = '(priority|job\\s+title|title|role|position|phone(?:\\s+number)?|mobile(?:\\s+number)?|telephone(?:\\s+number)?|company|employer|firm)';
const VERB = '(?:set|change|update|make)';
const OF_RE = new RegExp(`^${VERB}\\s+(?:the\\s+)?${FIELD}\\s+(?:of|for|on)\\s+(.+?)\\s+(?:to|as)\\s+(.+)$`, 'i');
const POSSESSIVE_RE = new RegExp(`^${VERB}\\s+(.+?)(?:'s|’s|')\\s+${FIELD}\\s+(?:to|as)\\s+(.+)$`, 'i');
const CONTEXT_RE = new RegExp(`^${VERB}\\s+(?:the\\s+|their\\s+|his\\s+|her\\s+|its\\s+)?${FIELD}\\s+(?:to|as)\\s+(.+)$`, 'i');
const PRIORITY_WORD_RE = /^(?:mark|make|set|flag)\s+(.+?)\s+(?:as\s+|to\s+)?(?:a\s+)?(high|medium|normal|low)[-\s]priority(?:\s+contact)?$/i;
const TAG_RE = /^(?:tag|label)\s+(.+?)\s+(?:with|as)\s+(?:the\s+)?(?:tags?\s+|labels?\s+)?(.+)$/i;
const ADD_TAG_RE = /^add\s+(?:the\s+)?(?:tags?|labels?)\s+(.+?)\s+to\s+(.+)$/i;

const FIELD_LIMITS: Record<TextField, number> = { job_title: 200, phone: 50, company: 200 };
const PRIORITIES: Record<string, 1 | 2 | 3> = { high: 1, '1': 1, medium: 2, normal: 2, '2': 2, low: 3, '3': 3 };
const PRIORITY_NAMES = { 1: 'high', 2: 'medium', 3: 'low' } as const;
const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 100;

function fieldOf(word: string): 'priority' | TextField {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'priority') return 'priority';
  if (/^(?:job title|title|role|position)$/.test(w)) return 'job_title';
  if (/^(?:company|employer|firm)$/.test(w)) return 'company';
  return 'phone';
}

function changeOf(field: 'priority' | TextField, rawValue: string): { changes: ContactChanges } | { problem: string } {
  const value = stripQuotes(rawValue);
  if (field === 'priority') {
    const priority = PRIORITIES[value.toLowerCase().replace(/[-\s]priority$/, '')];
    if (priority === undefined) return { problem: `priority must be high, medium or low (got "${value}")` };
    return { changes: { priority } };
  }
  const max = FIELD_LIMITS[field];
  if (value === '' || value.length > max) return { problem: `${field} must be 1 to ${max} characters` };
  return { changes: { [field]: value } };
}

function tagsOf(raw: string): { changes: ContactChanges } | { problem: string } {
  const tags = [...new Set(splitItems(raw).map(stripQuotes).filter((t) => t !== ''))];
  if (tags.length === 0) return { problem: 'name at least one tag' };
  if (tags.length > MAX_TAGS || tags.some((t) => t.length > MAX_TAG_LENGTH)) return { problem: `tags: at most ${MAX_TAGS}, each at most ${MAX_TAG_LENGTH} characters` };
  return { changes: { tags_add: tags } };
}

function describeChanges(changes: ContactChanges): string {
  const parts: string[] = [];
  if (changes.priority !== undefined) parts.push(`priority ${PRIORITY_NAMES[changes.priority]}`);
  if (changes.job_title !== undefined) parts.push(`job title "${changes.job_title}"`);
  if (changes.phone !== undefined) parts.push(`phone "${changes.phone}"`);
  if (changes.company !== undefined) parts.push(`company "${changes.company}"`);
  if (changes.tags_add !== undefined) parts.push(`add tags ${changes.tags_add.map((t) => `"${t}"`).join(', ')}`);
  return parts.join(', ');
}

function build(contactText: string | ContactRef, change: { changes: ContactChanges } | { problem: string }, context: ChatContext): IntentOutcome<ContactTask> {
  if ('problem' in change) return change;
  let contact: ContactRef;
  if (typeof contactText === 'string') {
    const parsed = parseContactRef(contactText, context);
    if ('problem' in parsed) return parsed;
    contact = parsed.ref;
  } else {
    contact = contactText;
  }
  const metadata: ContactUpdateMetadata = { contact, changes: change.changes };
  return { task: { type: 'contact_update', description: `Update ${describeContact(contact)}: ${describeChanges(change.changes)}`, metadata } };
}

export function parseContactUpdate(command: string, context: ChatContext): IntentOutcome<ContactTask> {
  const byOf = OF_RE.exec(command);
  if (byOf) return build(byOf[2]!, changeOf(fieldOf(byOf[1]!), byOf[3]!), context);
  const possessive = POSSESSIVE_RE.exec(command);
  if (possessive) return build(possessive[1]!, changeOf(fieldOf(possessive[2]!), possessive[3]!), context);
  const onContext = CONTEXT_RE.exec(command);
  if (onContext) {
    if (context.contact_id === undefined) return { problem: 'I could not tell which contact to update; name the contact or send context.contact_id' };
    return build({ id: context.contact_id }, changeOf(fieldOf(onContext[1]!), onContext[2]!), context);
  }
  const priorityWord = PRIORITY_WORD_RE.exec(command);
  if (priorityWord) return build(priorityWord[1]!, changeOf('priority', priorityWord[2]!), context);
  const addTag = ADD_TAG_RE.exec(command);
  if (addTag && !/\blist$/i.test(addTag[2]!)) return build(addTag[2]!, tagsOf(addTag[1]!), context);
  const tag = TAG_RE.exec(command);
  if (tag) return build(tag[1]!, tagsOf(tag[2]!), context);
  return null;
}
