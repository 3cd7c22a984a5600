import { toFieldIssues as fieldIssuesOf, type FieldIssue } from '@wbk/platform';
import type { z } from 'zod';

export { bodyError } from '@wbk/platform';

/** zod issues as `details.fields`, each path under `prefix` (e.g. `action_config.url`). */
export function toFieldIssues(error: z.ZodError, prefix = ''): FieldIssue[] {
  return fieldIssuesOf(error, { prefix });
}
