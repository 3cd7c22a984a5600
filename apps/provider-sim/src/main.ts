import { createLogger, Shutdown, startOpsServer, shutdownBudgetOf } from '@wbk/platform';
import { loadConfig } from './config';
import { startSimServer } from './sim.server';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ service: 'provider-sim', level: config.LOG_LEVEL });
  const server = await startSimServer({
    host: config.HTTP_HOST,
    port: config.HTTP_PORT,
    failRate: config.SIM_FAIL_RATE,
    rateLimitPerSecond: config.SIM_RATE_LIMIT_PER_SECOND,
    deliveryDelayMs: config.SIM_DELIVERY_DELAY_MS,
    mailQuotaPerSecond: config.SIM_MAIL_QUOTA_PER_SECOND,
    mailHistoryRetain: config.SIM_MAIL_HISTORY_RETAIN,
    ...(config.SIM_WEBHOOK_URL === undefined ? {} : { webhook: { url: config.SIM_WEBHOOK_URL, secrets: config.SIM_REPORT_SECRETS } }),
    logger,
    dataset: { people: config.SIM_PEOPLE, seed: config.SIM_DATASET_SEED },
    seedSizes: { mailMessages: config.SIM_SEED_MAIL_MESSAGES, calendarEvents: config.SIM_SEED_CALENDAR_EVENTS },
  });
  const shutdown = new Shutdown(logger, shutdownBudgetOf(config));
  const ops = await startOpsServer({ app: 'provider-sim', host: config.OPS_HOST, port: config.OPS_PORT, logger, ready: () => !shutdown.isDraining() });
  shutdown.add('ops', () => ops.close());
  shutdown.add('http', () => server.close());
  shutdown.listen();
  logger.info({ http_port: server.port }, 'listening');
}

main().catch((err: unknown) => {
  process.stderr.write(`provider-sim failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
