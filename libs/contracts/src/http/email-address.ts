/**
 * The one definition of an email address the API checks (send recipients,
 * suppressions, workflow actions, workspace users): a local part of 1 to 64
 * characters without spaces or `@`, then a domain of dot-separated non-empty
 * labels whose last label has at least two characters (docs/decisions.md,
 * "One email grammar, checked in linear time").
 *
 * Every quantifier stops at a character the next part needs (`@` after the
 * local part, `.` between labels), so a failed match backtracks in linear
 * time. A pattern whose classes overlap (`[^\s@]+\.[^\s@]{2,}`) retries every
 * dot of a long run against the rest of the string: quadratic, minutes of CPU
 * on a megabyte.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** 64 for the local part, `@`, 255 for the domain (RFC 5321's limits). */
export const EMAIL_MAX_LENGTH = 320;

/** True for an address of the grammar above; a longer string is refused before the pattern ever sees it. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
