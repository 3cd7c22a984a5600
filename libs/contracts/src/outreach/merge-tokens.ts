/**
 * Merge tokens of campaign steps: `{{contact.first_name}}`, with a fallback for
 * a contact that has no value: `{{contact.first_name | "there"}}`. The names
 * are a closed list, checked when a step is saved, so a typo is a 400 naming
 * the token rather than a message sent with a hole in it.
 */
export const MERGE_FIELDS = [
  'contact.first_name',
  'contact.last_name',
  'contact.full_name',
  'contact.email',
  'contact.phone',
  'contact.company',
  'contact.job_title',
  'campaign.name',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** `{{ name }}` or `{{ name | "fallback" }}`; the fallback may not contain `"` or `}`. */
const TOKEN = /\{\{\s*([^{}|\s]+)\s*(?:\|\s*"([^"}]*)"\s*)?\}\}/g;
/** Any `{{ ... }}`, to find tokens the grammar above does not accept. */
const ANY_TOKEN = /\{\{([^{}]*)\}\}/g;

export interface MergeToken {
  text: string;
  field: string;
  fallback: string | undefined;
}

export function mergeTokensOf(template: string): MergeToken[] {
  return [...template.matchAll(TOKEN)].map((m) => ({ text: m[0], field: m[1]!, fallback: m[2] }));
}

/** Problems of a template, one per bad token ("unknown merge field contact.firstname ..."); empty when it is fine. */
export function mergeTokenProblems(template: string): string[] {
  const problems: string[] = [];
  const wellFormed = new Set(mergeTokensOf(template).map((t) => t.text));
  for (const match of template.matchAll(ANY_TOKEN)) {
    if (!wellFormed.has(match[0])) problems.push(`${match[0]} is not a merge token; write {{field}} or {{field | "fallback"}}`);
  }
  for (const token of mergeTokensOf(template)) {
    if (!(MERGE_FIELDS as readonly string[]).includes(token.field)) {
      problems.push(`unknown merge field ${token.field}; known fields: ${MERGE_FIELDS.join(', ')}`);
    }
  }
  return problems;
}

/**
 * Renders a template: each token becomes its value, else its fallback, else
 * the empty string. A value is inserted as text; it is never read as a token.
 */
export function renderMergeTokens(template: string, values: Partial<Record<MergeField, string | null>>): string {
  return template.replace(TOKEN, (_text, field: string, fallback: string | undefined) => {
    const value = values[field as MergeField];
    return value !== undefined && value !== null && value.trim() !== '' ? value : (fallback ?? '');
  });
}
