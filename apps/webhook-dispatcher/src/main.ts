// First: the instrumentations patch express and grpc-js when they are required, so they must be in place before the imports below.
import './tracing';
import { createLogger, Shutdown, startOpsServer, shutdownBudgetOf } from '@wbk/platform';
import { installRpcAuth, rpcAuthFromSettings } from '@wbk/rpc';
import { loadConfig } from './config';
import { startDispatcher } from './dispatcher';
import { stopTracing } from '@wbk/telemetry';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'webhook-dispatcher', level: config.LOG_LEVEL });
  installRpcAuth(rpcAuthFromSettings(config), logger);
  const running = await startDispatcher(config, logger);
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  // Added first, so it runs last: the spans of the whole shutdown are exported too.
  shutdown.add('tracing', stopTracing);
  shutdown.add('dispatcher', () => running.stop());
  shutdown.listen();
  const ops = await startOpsServer({ app: 'webhook-dispatcher', host: config.OPS_HOST, port: config.OPS_PORT, logger, ready: () => !shutdown.isDraining() });
  shutdown.add('ops', () => ops.close());
  logger.info({ grpc_port: running.port, role: config.ROLE }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`webhook-dispatcher failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
