import type { ProposedTask, ProspectSearchMetadata } from './assistant-task';
import { EMAIL_IN_TEXT_RE, parseCount, singularizeTitle, splitItems, stripQuotes, type IntentOutcome } from './intent-text';

/**
 * "find 20 litigation partners in London", "search for M&A lawyers at firms in
 * Manchester with 50-200 employees" -> prospect_search with the prospector's
 * own fields (titles, location, industry, headcount) plus a result limit.
 */
export const MAX_PROSPECT_LIMIT = 1000;

type ProspectTask = Extract<ProposedTask, { type: 'prospect_search' }>;

const VERB_RE = /^(?:find(?:\s+me)?|search\s+for|search|look\s+for|get\s+me|show\s+me|source|prospect\s+for|identify|i\s+need|i\s+want)\s+(.+)$/i;
const LIMIT_RE = /^(?:up\s+to\s+|the\s+top\s+|top\s+|about\s+|around\s+|some\s+)?(\d[\d,]*|a\s+hundred|[a-z]+)\s+(.+)$/i;
const CONNECTOR_RE = /\s+(based\s+in|located\s+in|in|at|with|from|within)\s+/i;
const NOT_A_SEARCH_RE = /^(?:out|it|them|that|this|what|how|why|when|where|which|who|whether|if|my|your|his|her|their)\b/i;
const GENERIC_TITLES = new Set(['people', 'person', 'prospect', 'contact', 'lead', 'candidate', 'professional', 'someone', 'anyone']);
const ORG_RE = /^(?:(.+?)\s+)?(?:firms?|companies|company|businesses|organi[sz]ations|practices|startups|chambers)$/i;
const INDUSTRY_RE = /^(?:the\s+)?(.+?)\s+(?:industry|sector|space|market)$/i;
const SIZE_UNITS = '(?:employees|staff|people|lawyers|fee\\s+earners|headcount)';
const RANGE_RE = new RegExp(`^(\\d[\\d,]*)\\s*(?:-|–|to)\\s*(\\d[\\d,]*)\\s+${SIZE_UNITS}$`, 'i');
const OVER_RE = new RegExp(`^(?:over|more\\s+than|at\\s+least)\\s+(\\d[\\d,]*)\\s+${SIZE_UNITS}$|^(\\d[\\d,]*)\\+\\s*${SIZE_UNITS}$`, 'i');
const UNDER_RE = new RegExp(`^(?:under|fewer\\s+than|less\\s+than|up\\s+to)\\s+(\\d[\\d,]*)\\s+${SIZE_UNITS}$`, 'i');

/** Industry words people use for firms, mapped to the prospector's industry names. */
const INDUSTRY_ALIASES: Record<string, string> = { law: 'legal', 'law firm': 'legal', legal: 'legal', accounting: 'accounting', tech: 'technology' };

const num = (s: string): number => Number(s.replace(/,/g, ''));

function headcountOf(segment: string): string | undefined {
  const range = RANGE_RE.exec(segment);
  if (range) return `${num(range[1]!)}-${num(range[2]!)}`;
  const over = OVER_RE.exec(segment);
  if (over) return `${num(over[1] ?? over[2]!)}+`;
  const under = UNDER_RE.exec(segment);
  if (under) return `1-${num(under[1]!)}`;
  return undefined;
}

function industryOf(words: string): string {
  const key = words.toLowerCase();
  return INDUSTRY_ALIASES[key] ?? key;
}

interface Criteria extends ProspectSearchMetadata {
  problems: string[];
}

function applySegment(criteria: Criteria, connector: string, segment: string): void {
  const text = stripQuotes(segment);
  const size = headcountOf(text);
  if (size !== undefined) {
    criteria.headcount.push(size);
    return;
  }
  const industry = INDUSTRY_RE.exec(text);
  if (industry && connector !== 'at') {
    criteria.industry.push(industryOf(industry[1]!));
    return;
  }
  const org = ORG_RE.exec(text);
  if (org) {
    if (org[1] !== undefined) criteria.industry.push(industryOf(org[1].replace(/^(?:the|a|an)\s+/i, '')));
    return;
  }
  if (/^(?:in|based in|located in|from|within)$/.test(connector)) {
    criteria.location.push(...splitItems(text));
    return;
  }
  criteria.problems.push(`I cannot search by "${connector} ${segment}" yet; the prospector filters by title, location, industry and company size`);
}

function describe(meta: ProspectSearchMetadata): string {
  const parts = [
    meta.titles.length > 0 ? meta.titles.join(' or ') : 'any title',
    ...(meta.location.length > 0 ? [`in ${meta.location.join(' or ')}`] : []),
    ...(meta.industry.length > 0 ? [`industry ${meta.industry.join(' or ')}`] : []),
    ...(meta.headcount.length > 0 ? [`company size ${meta.headcount.join(' or ')} employees`] : []),
  ];
  return `Find ${meta.limit !== null ? `up to ${meta.limit} ` : ''}prospects: ${parts.join(', ')}`;
}

export function parseProspectSearch(command: string): IntentOutcome<ProspectTask> {
  const verb = VERB_RE.exec(command);
  if (!verb) return null;
  let rest = verb[1]!.trim();
  // An email address or a list/campaign names a record, not a search.
  if (EMAIL_IN_TEXT_RE.test(rest) || /\b(?:list|campaign)\b/i.test(rest)) return null;
  // "find out ...", "find what ...": the verb is not asking for people.
  if (NOT_A_SEARCH_RE.test(rest)) return null;

  const criteria: Criteria = { titles: [], location: [], industry: [], headcount: [], limit: null, problems: [] };
  const limit = LIMIT_RE.exec(rest);
  const count = limit ? parseCount(limit[1]!) : undefined;
  if (limit && count !== undefined) {
    if (count < 1 || count > MAX_PROSPECT_LIMIT) return { problem: `the number of prospects must be between 1 and ${MAX_PROSPECT_LIMIT} (got ${count})` };
    criteria.limit = count;
    rest = limit[2]!.trim();
  }

  const pieces = rest.split(CONNECTOR_RE);
  const head = pieces[0]!.replace(/^(?:some|all|the|me)\s+/i, '').trim();
  for (let i = 1; i + 1 < pieces.length; i += 2) applySegment(criteria, pieces[i]!.toLowerCase().replace(/\s+/g, ' '), pieces[i + 1]!);
  if (criteria.problems.length > 0) return { problem: criteria.problems[0]! };

  const titles = head === '' ? [] : splitItems(head).map((t) => singularizeTitle(stripQuotes(t)));
  criteria.titles = titles.filter((t) => !GENERIC_TITLES.has(t.toLowerCase()));
  // "find out", "find it": a verb with nothing searchable is not a prospect search.
  if (criteria.titles.length === 0 && criteria.location.length === 0 && criteria.industry.length === 0 && criteria.headcount.length === 0) return null;
  if (criteria.titles.some((t) => t.length > 100)) return { problem: 'a job title must be at most 100 characters' };

  const { problems: _problems, ...metadata } = criteria;
  const dedupe = (values: string[]): string[] => [...new Set(values)];
  const meta: ProspectSearchMetadata = {
    titles: dedupe(metadata.titles),
    location: dedupe(metadata.location),
    industry: dedupe(metadata.industry),
    headcount: dedupe(metadata.headcount),
    limit: metadata.limit,
  };
  return { task: { type: 'prospect_search', description: describe(meta), metadata: meta } };
}
