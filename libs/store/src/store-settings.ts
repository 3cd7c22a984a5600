import type { Logger } from '@wbk/platform';
import { z } from 'zod';
import type { DocStore } from './doc-store';
import { defaultMongoClientSettings, type MongoClientSettings } from './mongo/mongo-client-settings';
import { MongoDocStore } from './mongo/mongo-doc-store';
import { openStore } from './open-store';

const millis = () => z.coerce.number().int().min(0).optional();
const flag = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional();

/**
 * The store settings every service reads, declared once so no service drifts:
 * a service spreads `storeSettings(...)` into its config schema, calls
 * `requireMongoUrl` from its refinement, and opens with `openConfiguredStore`.
 * The MongoDB client settings are optional: unset, each takes the default of
 * mongo/mongo-client-settings.ts (the README states them).
 */
export function storeSettings(defaults: { database: string; dataDir: string }) {
  return {
    STORE: z.enum(['embedded', 'mongo']).default('embedded'),
    MONGO_URL: z.string().min(1).optional(),
    MONGO_DATABASE: z.string().min(1).default(defaults.database),
    DATA_DIR: z.string().min(1).default(defaults.dataDir),
    /** The driver sends at most 128 bytes of it in its handshake. */
    MONGO_APP_NAME: z.string().min(1).max(128).optional(),
    MONGO_WRITE_CONCERN: z
      .string()
      .regex(/^(majority|[1-9][0-9]?)$/, 'expected majority or a number of members')
      .transform((w): 'majority' | number => (w === 'majority' ? w : Number(w)))
      .optional(),
    MONGO_WRITE_TIMEOUT_MS: millis(),
    MONGO_RETRY_WRITES: flag(),
    MONGO_RETRY_READS: flag(),
    MONGO_SERVER_SELECTION_TIMEOUT_MS: millis(),
    MONGO_CONNECT_TIMEOUT_MS: millis(),
    MONGO_SOCKET_TIMEOUT_MS: millis(),
  };
}

export interface StoreSettings {
  STORE: 'embedded' | 'mongo';
  MONGO_URL?: string | undefined;
  MONGO_DATABASE: string;
  DATA_DIR: string;
  MONGO_APP_NAME?: string | undefined;
  MONGO_WRITE_CONCERN?: 'majority' | number | undefined;
  MONGO_WRITE_TIMEOUT_MS?: number | undefined;
  MONGO_RETRY_WRITES?: boolean | undefined;
  MONGO_RETRY_READS?: boolean | undefined;
  MONGO_SERVER_SELECTION_TIMEOUT_MS?: number | undefined;
  MONGO_CONNECT_TIMEOUT_MS?: number | undefined;
  MONGO_SOCKET_TIMEOUT_MS?: number | undefined;
}

export function requireMongoUrl(settings: StoreSettings, ctx: z.RefinementCtx): void {
  if (settings.STORE === 'mongo' && !settings.MONGO_URL) {
    ctx.addIssue({ code: 'custom', path: ['MONGO_URL'], message: 'required when STORE=mongo' });
  }
}

/** The client settings: each one set, or its default. */
export function mongoClientSettingsOf(settings: StoreSettings): MongoClientSettings {
  const defaults = defaultMongoClientSettings(settings.MONGO_DATABASE);
  return {
    appName: settings.MONGO_APP_NAME ?? defaults.appName,
    writeConcern: settings.MONGO_WRITE_CONCERN ?? defaults.writeConcern,
    writeTimeoutMs: settings.MONGO_WRITE_TIMEOUT_MS ?? defaults.writeTimeoutMs,
    retryWrites: settings.MONGO_RETRY_WRITES ?? defaults.retryWrites,
    retryReads: settings.MONGO_RETRY_READS ?? defaults.retryReads,
    serverSelectionTimeoutMs: settings.MONGO_SERVER_SELECTION_TIMEOUT_MS ?? defaults.serverSelectionTimeoutMs,
    connectTimeoutMs: settings.MONGO_CONNECT_TIMEOUT_MS ?? defaults.connectTimeoutMs,
    socketTimeoutMs: settings.MONGO_SOCKET_TIMEOUT_MS ?? defaults.socketTimeoutMs,
  };
}

/** A logger given here receives the store's own lines (an index rebuilt at start); without one the store makes its own. */
export function openConfiguredStore(settings: StoreSettings, logger?: Logger): Promise<DocStore> {
  if (settings.STORE === 'mongo') {
    const client = mongoClientSettingsOf(settings);
    return MongoDocStore.open(settings.MONGO_URL ?? '', settings.MONGO_DATABASE, client, logger);
  }
  return openStore({ kind: 'embedded', dataDir: settings.DATA_DIR });
}
