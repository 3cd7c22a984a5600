import { z } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Parses an environment against a zod schema. The first problem becomes one
 * line that names the variable, so an operator can fix it without reading code.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: Env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') || '(environment)';
  const got = typeof issue?.path[0] === 'string' ? env[issue.path[0]] : undefined;
  const shown = got === undefined ? 'missing' : `got ${JSON.stringify(got)}`;
  throw new ConfigError(`config: ${variable}: ${issue?.message ?? 'invalid'} (${shown})`);
}

/** For `main.ts`: a bad or missing value stops the process with one line on stderr. */
export function loadConfigOrExit<S extends z.ZodType>(schema: S, env: Env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/** Building blocks shared by every app's `config.ts`. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: () => z.string().url(),
  natsUrl: () => z.string().min(1).default('nats://127.0.0.1:4222'),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  bool: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  millis: (fallback: number) => z.coerce.number().int().min(0).default(fallback),
  /** A comma list of millisecond delays, e.g. `30000,120000`. */
  millisList: (fallback: number[]) =>
    z
      .string()
      .default(fallback.join(','))
      .transform((s, ctx) => {
        const parts = s.split(',').map((p) => Number(p.trim()));
        if (parts.some((n) => !Number.isInteger(n) || n < 0)) {
          ctx.addIssue({ code: 'custom', message: 'expected comma-separated non-negative integers' });
          return z.NEVER;
        }
        return parts;
      }),
  /**
   * A comma list of `<name>=<secret>` pairs, in the order given (a name may
   * repeat: two secrets of one name are both accepted while one is rotated).
   * Names are letters, digits, `_` and `-`; secrets at least `minSecret`
   * characters and without commas.
   */
  namedSecrets: (minSecret = 16) =>
    z.string().transform((text, ctx) => {
      const pairs: Array<{ name: string; secret: string }> = [];
      for (const part of text.split(',')) {
        const match = /^\s*([A-Za-z0-9_-]{1,64})=(\S+?)\s*$/.exec(part);
        if (match === null || match[2]!.length < minSecret) {
          ctx.addIssue({ code: 'custom', message: `expected comma-separated <name>=<secret> pairs, each secret at least ${minSecret} characters` });
          return z.NEVER;
        }
        pairs.push({ name: match[1]!, secret: match[2]! });
      }
      return pairs;
    }),
};
