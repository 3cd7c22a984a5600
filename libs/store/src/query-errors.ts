/**
 * A filter or update uses something the DocStore port does not promise
 * (an operator outside its subset, `$where`, `$expr`, `$function`, ...).
 * The embedded store refuses it rather than guessing, so a repository that
 * would behave differently on MongoDB fails in its unit tests instead.
 */
export class UnsupportedQueryError extends Error {
  constructor(readonly operator: string, detail: string) {
    super(`unsupported by the DocStore port: ${operator} (${detail})`);
    this.name = 'UnsupportedQueryError';
  }
}

export function isUnsupportedQueryError(err: unknown): err is UnsupportedQueryError {
  return err instanceof UnsupportedQueryError;
}
