import { runService, type ServiceContext, type ServiceStarted } from '@wbk/service';
import { loadConfig, type ProviderSimConfig } from './config';
import { startSimServer } from './sim.server';

async function wire(service: ServiceContext<ProviderSimConfig>): Promise<ServiceStarted> {
  const { config, logger, shutdown } = service;
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
  shutdown.add('http', () => server.close());
  return { ports: { http: server.port } };
}

runService({ app: 'provider-sim', config: loadConfig(), wire });
