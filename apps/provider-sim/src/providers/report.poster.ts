import type { Clock } from '@wbk/platform';
import type { ProviderReport } from '../domain/provider-report';
import type { Provider } from '../domain/providers';
import type { ReportPost } from '../domain/report-queue';
import { signatureHeaders, type ReportSecrets } from '../domain/report-signer';

export interface ReportPosterOptions {
  /** SIM_WEBHOOK_URL: each report goes to `<url>/<provider>`. */
  baseUrl: string;
  /** SIM_REPORT_SECRETS: each report is signed with its provider's. */
  secrets: ReportSecrets;
  clock: Clock;
  /** One attempt without an answer in this time counts as failed (and is retried). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/** One signed POST of a report to outreach's inbound listener; its HTTP status, 0 when it did not answer. */
export function createReportPoster(options: ReportPosterOptions): ReportPost {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (provider: Provider, report: ProviderReport) => {
    const rawBody = JSON.stringify(report);
    try {
      const res = await fetch(`${base}/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signatureHeaders(options.secrets, provider, rawBody, options.clock.now()) },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read to the end so the connection goes back to the pool.
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch {
      return 0;
    }
  };
}
