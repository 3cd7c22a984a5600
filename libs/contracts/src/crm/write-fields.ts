import { z } from 'zod';

/**
 * Field builders shared by the deal, document and list bodies, so the same
 * mistake gets the same message on every CRM route.
 */

/** An error message that says "is required" when the field is missing and `message` otherwise. */
export function requiredOr(message: string): (issue: { input: unknown }) => string {
  return (issue) => (issue.input === undefined ? 'is required' : message);
}

/** A trimmed, non-empty string of at most `max` characters; a longer one is refused before any later check or pattern reads it. */
export function trimmedText(max: number) {
  return z
    .string({ error: requiredOr('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters`, abort: true });
}

/** Up to `count` tags of 1 to `length` characters; a repeated tag is kept once, in first-seen order. */
export function tagSet(count: number, length: number) {
  return z
    .array(trimmedText(length), { error: 'must be an array of strings' })
    .max(count, { error: `must have at most ${count} tags` })
    .transform((list) => [...new Set(list)]);
}
