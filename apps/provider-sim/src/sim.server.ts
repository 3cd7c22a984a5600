// Simulated external providers (four chat providers, two mail providers, two
// enrichment vendors and a prospector) for local runs and tests; never
// deployed to production. One plain node:http server: the surface is a few
// dozen small routes, so a framework would add more than it saves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock, type Logger } from '@wbk/platform';
import { AccountSeeds, NO_SEEDING, type SeedSizes } from './domain/account-seeds';
import { createEnrichmentState } from './domain/enrichment-state';
import { peoplePool } from './domain/people-pool';
import { PROVIDERS } from './domain/providers';
import { ReportQueue, discardReports, type ReportSink } from './domain/report-queue';
import type { ReportSecrets } from './domain/report-signer';
import { SimError, errorAnswer } from './domain/sim-answer';
import { createSimState } from './domain/sim-state';
import { accountRoutes } from './http/accounts.router';
import { calendarRoutes } from './http/calendar.router';
import { chatRoutes } from './http/chat.router';
import { controlRoutes } from './http/control.router';
import { enrichmentControlRoutes } from './http/enrichment-control.router';
import { enrichmentRoutes } from './http/enrichment.router';
import { writeAnswer, type Route } from './http/http-io';
import { mailControlRoutes } from './http/mail-control.router';
import { mailReadRoutes } from './http/mail-sync.router';
import { mailRoutes } from './http/mail.router';
import { createReportPoster } from './providers/report.poster';

export interface WebhookOptions {
  /** SIM_WEBHOOK_URL. */
  url: string;
  /** SIM_REPORT_SECRETS. */
  secrets: ReportSecrets;
  /** Waits between attempts (the last repeats); default 0.2 s, 1 s, 5 s, 30 s. */
  retryMs?: readonly number[];
  maxAttempts?: number;
  maxPending?: number;
  timeoutMs?: number;
}

export interface SimServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** SIM_FAIL_RATE: share of sends answered 500/503 without sending. */
  failRate: number;
  logger: Logger;
  /** SIM_RATE_LIMIT_PER_SECOND; default 50. */
  rateLimitPerSecond?: number;
  /** SIM_DELIVERY_DELAY_MS; default 200. */
  deliveryDelayMs?: number;
  /** Where reports go; without it they are not sent. */
  webhook?: WebhookOptions;
  /** The enrichment vendors' dataset: SIM_PEOPLE (default 10000) and SIM_DATASET_SEED (default 1). */
  dataset?: { people: number; seed: number };
  clock?: Clock;
  random?: () => number;
  randomHex?: (bytes: number) => string;
  /** SIM_MAIL_QUOTA_PER_SECOND; default 50. */
  mailQuotaPerSecond?: number;
  /** SIM_MAIL_HISTORY_RETAIN; default 100,000. */
  mailHistoryRetain?: number;
  /** SIM_SEED_MAIL_MESSAGES and SIM_SEED_CALENDAR_EVENTS; default none (accounts start empty). */
  seedSizes?: SeedSizes;
}

export interface SimServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

const DEFAULT_RATE_PER_SECOND = 50;
const DEFAULT_DELIVERY_DELAY_MS = 200;
const DEFAULT_DATASET = { people: 10_000, seed: 1 };

export async function startSimServer(options: SimServerOptions): Promise<SimServer> {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const queue = options.webhook === undefined ? null : reportQueue(options.webhook, clock, options.logger);
  if (queue === null) options.logger.warn('SIM_WEBHOOK_URL is not set: delivery reports (delivered, bounced, failed, replied, complained) are not sent');
  const reports: ReportSink = queue ?? discardReports;
  const datasetStarted = performance.now();
  const enrichment = createEnrichmentState({ ...(options.dataset ?? DEFAULT_DATASET), clock, random });
  const { dataset } = enrichment.directory;
  options.logger.info({ people: dataset.peopleCount, companies: dataset.companyCount, seed: dataset.seed, ms: Math.round(performance.now() - datasetStarted) }, 'enrichment dataset ready');
  const pool = peoplePool(dataset);
  const seeds = new AccountSeeds(options.seedSizes ?? NO_SEEDING, pool);
  const state = createSimState({
    clock,
    random,
    reports,
    failRate: options.failRate,
    ratePerSecond: options.rateLimitPerSecond ?? DEFAULT_RATE_PER_SECOND,
    deliveryDelayMs: options.deliveryDelayMs ?? DEFAULT_DELIVERY_DELAY_MS,
    ...(options.randomHex === undefined ? {} : { randomHex: options.randomHex }),
    ...(options.mailQuotaPerSecond === undefined ? {} : { mailQuotaPerSecond: options.mailQuotaPerSecond }),
    ...(options.mailHistoryRetain === undefined ? {} : { mailHistoryRetain: options.mailHistoryRetain }),
    seeds,
  });

  const routes: Route[] = [
    { method: 'GET', path: /^\/healthz$/, handle: async () => ({ status: 200, body: { status: 'ok' } }) },
    ...enrichmentRoutes(enrichment),
    ...enrichmentControlRoutes(enrichment),
    ...chatRoutes(state),
    ...mailRoutes(state),
    {
      method: 'POST',
      path: /^\/providers\/([^/]+)\/messages$/,
      handle: async ({ params }) => {
        throw new SimError(404, 'not_found', `unknown provider ${params[0] ?? ''}; one of ${PROVIDERS.join(', ')}`);
      },
    },
    ...controlRoutes(state, () => queue?.stats() ?? null),
    ...mailReadRoutes({ store: state.mail, guard: state.readGuard }),
    ...mailControlRoutes({ store: state.mail, guard: state.readGuard, composer: state.composer, copies: state.mailCopies }),
    ...calendarRoutes({ store: state.calendar, guard: state.readGuard, composer: state.composer }),
    ...accountRoutes({ seeds, mail: state.mail, calendar: state.calendar }),
  ];

  async function route(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sim.local');
    const method = req.method ?? 'GET';
    for (const candidate of routes) {
      const match = candidate.method === method ? candidate.path.exec(url.pathname) : null;
      if (match === null) continue;
      const answer = await candidate.handle({ req, url, params: match.slice(1).map(decodeSegment) });
      if (answer !== null) writeAnswer(res, answer);
      return;
    }
    throw new SimError(404, 'route_not_found', `no route ${method} ${url.pathname}`);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (err instanceof SimError) return writeAnswer(res, errorAnswer(err));
      options.logger.error({ err }, 'provider-sim request failed');
      writeAnswer(res, errorAnswer(new SimError(500, 'internal_error', 'unexpected simulator error')));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        queue?.close();
        // Requests held by X-Sim-Fail: timeout keep sockets open; close must not wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function reportQueue(webhook: WebhookOptions, clock: Clock, logger: Logger): ReportQueue {
  const post = createReportPoster({ baseUrl: webhook.url, secrets: webhook.secrets, clock, ...(webhook.timeoutMs === undefined ? {} : { timeoutMs: webhook.timeoutMs }) });
  return new ReportQueue({
    post,
    logger,
    ...(webhook.retryMs === undefined ? {} : { retryMs: webhook.retryMs }),
    ...(webhook.maxAttempts === undefined ? {} : { maxAttempts: webhook.maxAttempts }),
    ...(webhook.maxPending === undefined ? {} : { maxPending: webhook.maxPending }),
  });
}
