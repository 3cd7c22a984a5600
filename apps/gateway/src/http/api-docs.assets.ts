import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@wbk/platform';

/**
 * The Redoc bundle the docs page loads: copied next to the gateway's bundle by
 * its build (`assets/`), or, when the gateway runs from source, the one in
 * node_modules. Without either the page answers 503 and the document is still served.
 */
export function findRedocBundle(bundleDir: string, logger: Logger): string | undefined {
  const built = path.join(bundleDir, 'assets', 'redoc.standalone.js');
  if (existsSync(built)) return built;
  try {
    return require.resolve('redoc/bundles/redoc.standalone.js');
  } catch {
    logger.warn({ looked_in: built }, 'no Redoc bundle: GET /docs will answer 503');
    return undefined;
  }
}
