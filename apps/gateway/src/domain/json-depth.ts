/**
 * The deepest nesting the gateway parses. Far above any body the API declares
 * (custom fields allow a few levels), far below what recursive code downstream
 * (fingerprints, schema checks, document stores) survives.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * True when the JSON text opens more than `maxDepth` objects or arrays inside
 * one another. A scan of the text, without parsing or recursion, so it is safe
 * to run first on anything a client sends; brackets inside strings do not count.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
      continue;
    }
    if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}
