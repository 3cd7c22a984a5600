import { createLogger } from '@wbk/platform';
import { installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import type { ServiceSettings } from './service-settings';
import { startService, type ServiceDefinition } from './start-service';

/**
 * The whole of a service's main.ts: installs the process's RPC credentials,
 * starts the service (startService), stops it and exits on SIGTERM or SIGINT,
 * and exits 1 with one line on stderr when it cannot start.
 */
export function runService<C extends ServiceSettings>(definition: ServiceDefinition<C>): void {
  const start = async (): Promise<void> => {
    const { app, config } = definition;
    const logger = createLogger({ service: app, level: config.LOG_LEVEL });
    if (config.RPC_IDENTITY !== undefined) {
      installRpcAuth(rpcAuthFromSettings({ RPC_IDENTITY: config.RPC_IDENTITY, RPC_SIGNING_KEY: config.RPC_SIGNING_KEY, RPC_TRUSTED_KEYS: config.RPC_TRUSTED_KEYS }), logger);
    }
    await startService(definition, { logger, exitOnSignal: true });
  };
  start().catch((err: unknown) => {
    process.stderr.write(`${definition.app} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
