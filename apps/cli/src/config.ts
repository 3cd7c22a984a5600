import { env, loadConfigOrExit, planeSettings } from '@wbk/platform';
import { z } from 'zod';

/** The only reader of process.env in the CLI. */
const schema = z.object({
  /** host:port of the workspace service; wins over the stack file. */
  WORKSPACE_URL: z.string().min(1).optional(),
  /** Where `npm start` writes stack.json. */
  DATA_DIR: z.string().min(1).default('.data'),
  PROTO_DIR: z.string().min(1).optional(),
  /** A key revocation waits for every gateway (up to ~1 s), so the default leaves room. */
  CLI_DEADLINE_MS: env.millis(10_000),
  /** The admin identity's key; read from the stack file of `npm start` when unset. */
  ...planeSettings('cli'),
});

export type CliConfig = z.infer<typeof schema>;

export function loadConfig(): CliConfig {
  return loadConfigOrExit(schema, process.env);
}
