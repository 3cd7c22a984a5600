import type { ContactRef } from './assistant-task';

/**
 * Text helpers shared by the intent parsers. The assistant has no language
 * model, so understanding is a set of small, predictable rules over
 * plain English; these helpers keep those rules readable.
 */

/** What the caller may send in `context`: the record the user is looking at. */
export interface ChatContext {
  contact_id?: string;
  list_id?: string;
  campaign_id?: string;
}

/** A sentence either yields a task, a reason it cannot, or is not for this parser (null). */
export type IntentOutcome<T> = { task: T } | { problem: string } | null;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^\s@"'<>(),;]+@[^\s@"'<>(),;]+\.[a-z]{2,}$/i;
export const EMAIL_IN_TEXT_RE = /[^\s@"'<>(),;]+@[^\s@"'<>(),;]+\.[a-z]{2,}/i;

export const MAX_NAME_LENGTH = 200;
/** The CRM adds at most 100 contacts to a list per request; one task maps to one request. */
export const MAX_CONTACTS_PER_TASK = 100;

export function isUuidText(value: string): boolean {
  return UUID_RE.test(value);
}

export function isEmailText(value: string): boolean {
  return EMAIL_RE.test(value);
}

// Lower-case only and followed by a space, so "Mark Smith" or "mark@x.com" never starts a new sentence.
const NEXT_COMMAND_RE = /\s+(?:and\s+(?:also\s+)?|then\s+|and\s+then\s+)(?=(?:find|search|look|add|put|remove|delete|take|start|launch|kick|set|change|update|mark|tag)\s)/;

/** One command as written (for replies) and as the rules read it. */
export interface Command {
  text: string;
  command: string;
}

/** Splits a message into commands: sentences, lines, and "..., then ..." / "... and <verb> ...". */
export function splitCommands(message: string): Command[] {
  return message
    .split(/\r?\n+/)
    .flatMap((line) => line.split(/(?<=[.!?;])\s+/))
    .flatMap((sentence) => sentence.split(NEXT_COMMAND_RE))
    .map((text) => ({ text: text.replace(/\s+/g, ' ').trim().replace(/[.!?;,]+$/, ''), command: normalizeCommand(text) }))
    .filter((c) => c.command !== '');
}

const POLITE_PREFIX_RE =
  /^(?:(?:hi|hey|hello)\b[,!]?\s*|(?:ok(?:ay)?|so|now|also|then)[,]?\s+|please\s+|kindly\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:'d| would)\s+like\s+(?:you\s+)?to\s+|i\s+want\s+you\s+to\s+|go\s+ahead\s+and\s+|let'?s\s+)/i;

/** Trims punctuation, quotes around the whole command, politeness and "for me" so the rules see the command itself. */
export function normalizeCommand(text: string): string {
  let s = text.replace(/\s+/g, ' ').trim().replace(/[.!?;,]+$/, '').trim();
  for (let previous = ''; previous !== s; ) {
    previous = s;
    s = s.replace(POLITE_PREFIX_RE, '').trim();
  }
  return s.replace(/\s+(?:please|for\s+me)$/i, '').trim();
}

export function stripQuotes(value: string): string {
  return value.trim().replace(/^["'“‘«](.*)["'”’»]$/s, '$1').trim();
}

/** "a, b and c" / "a or b" / "a & b" -> ["a", "b", "c"]; "M&A" stays whole. */
export function splitItems(text: string): string[] {
  return text
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s+&\s+|\s*\/\s*/i)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const PRONOUN_RE = /^(?:this|that|the|current)\s+(?:contact|person|one)$|^(?:them|him|her|it)$/i;
const NAME_RE = /^[\p{L}][\p{L}\p{M}'’.-]*(?:\s+[\p{L}][\p{L}\p{M}'’.-]*){0,5}$/u;

/** One contact named in a command: email, UUID, "this contact" (from context) or a person's name. */
export function parseContactRef(raw: string, context: ChatContext): { ref: ContactRef } | { problem: string } {
  const text = stripQuotes(raw.replace(/^(?:the\s+)?contact\s+(?=\S)/i, ''));
  if (isEmailText(text)) return { ref: { email: text.toLowerCase() } };
  if (isUuidText(text)) return { ref: { id: text.toLowerCase() } };
  if (PRONOUN_RE.test(text) || /^contact$/i.test(text)) {
    if (context.contact_id !== undefined) return { ref: { id: context.contact_id } };
    return { problem: `I could not tell which contact "${raw.trim()}" means; name the contact or send context.contact_id` };
  }
  if (text.length <= MAX_NAME_LENGTH && NAME_RE.test(text)) return { ref: { name: text } };
  return { problem: `"${raw.trim()}" does not look like a contact name, email address or contact id` };
}

export function parseContactRefs(text: string, context: ChatContext): { refs: ContactRef[] } | { problem: string } {
  const refs: ContactRef[] = [];
  const seen = new Set<string>();
  for (const item of splitItems(text)) {
    const parsed = parseContactRef(item, context);
    if ('problem' in parsed) return parsed;
    const key = JSON.stringify(parsed.ref).toLowerCase();
    if (!seen.has(key)) refs.push(parsed.ref);
    seen.add(key);
  }
  if (refs.length === 0) return { problem: 'name at least one contact' };
  if (refs.length > MAX_CONTACTS_PER_TASK) return { problem: `one request can name at most ${MAX_CONTACTS_PER_TASK} contacts (got ${refs.length})` };
  return { refs };
}

const INVARIANT_WORDS = new Set(['counsel', 'sales', 'ops', 'operations', 'business', 'analytics', 'series', 'press', 'news', 'legal', 'staff']);

function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIANT_WORDS.has(lower) || lower.length <= 3 || lower.endsWith('ss') || lower.endsWith('us')) return word;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}${word.endsWith('IES') ? 'Y' : 'y'}`;
  if (/(?:ch|sh|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** "litigation partners" -> "litigation partner", "heads of legal" -> "head of legal", "CEOs" -> "CEO". */
export function singularizeTitle(title: string): string {
  const words = title.split(' ');
  const ofIndex = words.findIndex((w) => /^(?:of|for)$/i.test(w));
  const target = ofIndex > 0 ? ofIndex - 1 : words.length - 1;
  return words.map((w, i) => (i === target ? singularWord(w) : w)).join(' ');
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

/** "20", "1,000", "twenty", "a hundred" -> number; anything else undefined. */
export function parseCount(text: string): number | undefined {
  const cleaned = text.toLowerCase().replace(/,/g, '');
  if (/^\d{1,7}$/.test(cleaned)) return Number(cleaned);
  if (cleaned === 'a hundred') return 100;
  return NUMBER_WORDS[cleaned];
}
