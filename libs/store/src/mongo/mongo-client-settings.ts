import type { MongoClientOptions, W } from 'mongodb';

/** The MongoDB client settings a service's config carries (store-settings.ts declares and defaults them). */
export interface MongoClientSettings {
  appName: string;
  /** 'majority' or a number of members. */
  writeConcern: W;
  writeTimeoutMs: number;
  retryWrites: boolean;
  retryReads: boolean;
  serverSelectionTimeoutMs: number;
  connectTimeoutMs: number;
  socketTimeoutMs: number;
}

/**
 * The defaults, stated once (README "Running against MongoDB", docs/decisions.md):
 * - majority: an acknowledged write survives the loss of the primary, where w:1
 *   may be rolled back after a failover while the service already answered 201;
 * - a write that a majority cannot acknowledge within 10 s fails instead of hanging the request;
 * - retryable writes and reads: a primary election or a dropped connection is
 *   retried once by the driver instead of reaching the caller as a 500;
 * - 10 s to find a server or open a connection (the driver waits 30 s): the
 *   readiness probe and the caller learn about an unreachable MongoDB sooner;
 * - 120 s of silence on a socket (the driver waits forever): a half-open
 *   connection is given up, well above our slowest query and a start's index builds;
 * - appName `wbk-<database>`: currentOp, the slow query log and Atlas name the service.
 */
export function defaultMongoClientSettings(database: string): MongoClientSettings {
  return {
    appName: `wbk-${database}`,
    writeConcern: 'majority',
    writeTimeoutMs: 10_000,
    retryWrites: true,
    retryReads: true,
    serverSelectionTimeoutMs: 10_000,
    connectTimeoutMs: 10_000,
    socketTimeoutMs: 120_000,
  };
}

/** The driver options: set explicitly, they override the same options written in MONGO_URL. */
export function mongoClientOptions(settings: MongoClientSettings): MongoClientOptions {
  return {
    // ignoreUndefined: an undefined property is dropped, as in the embedded adapter, instead of being stored as null.
    ignoreUndefined: true,
    appName: settings.appName,
    writeConcern: { w: settings.writeConcern, wtimeoutMS: settings.writeTimeoutMs },
    retryWrites: settings.retryWrites,
    retryReads: settings.retryReads,
    serverSelectionTimeoutMS: settings.serverSelectionTimeoutMs,
    connectTimeoutMS: settings.connectTimeoutMs,
    socketTimeoutMS: settings.socketTimeoutMs,
  };
}
