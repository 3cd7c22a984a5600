import { z } from 'zod';
import type { DocStore } from './doc-store';
import { openStore } from './open-store';

/**
 * The store settings every service reads (DESIGN.md section 6), declared once:
 * a service spreads `storeSettings(...)` into its config schema, calls
 * `requireMongoUrl` from its refinement, and opens with `openConfiguredStore`.
 */
export function storeSettings(defaults: { database: string; dataDir: string }) {
  return {
    STORE: z.enum(['embedded', 'mongo']).default('embedded'),
    MONGO_URL: z.string().min(1).optional(),
    MONGO_DATABASE: z.string().min(1).default(defaults.database),
    DATA_DIR: z.string().min(1).default(defaults.dataDir),
  };
}

export interface StoreSettings {
  STORE: 'embedded' | 'mongo';
  MONGO_URL?: string | undefined;
  MONGO_DATABASE: string;
  DATA_DIR: string;
}

export function requireMongoUrl(settings: StoreSettings, ctx: z.RefinementCtx): void {
  if (settings.STORE === 'mongo' && !settings.MONGO_URL) {
    ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'required when STORE=mongo' });
  }
}

export function openConfiguredStore(settings: StoreSettings): Promise<DocStore> {
  return openStore(
    settings.STORE === 'mongo'
      ? { kind: 'mongo', url: settings.MONGO_URL ?? '', database: settings.MONGO_DATABASE }
      : { kind: 'embedded', dataDir: settings.DATA_DIR },
  );
}
