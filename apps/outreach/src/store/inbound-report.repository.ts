import { isDuplicateKeyError, type Collection, type Doc, type DocStore } from '@wbk/store';
import type { ProviderName } from '../domain/channel-provider';
import type { ProviderReport } from '../domain/provider-report';

export const INBOUND_REPORTS_COLLECTION = 'inbound_reports';

/** Reports are kept this long: far beyond any provider's redelivery of one report. */
export const REPORT_RETENTION_SECONDS = 14 * 86_400;

/**
 * Every report received, once (`_id` = `${provider}:${report id}`): providers
 * deliver at least once, so a repeat is recognised here. A report about a
 * message not known (yet) waits `unmatched` until the send records the
 * provider's id.
 */
type ReportDoc = Doc & {
  workspace_id: string;
  provider: ProviderName;
  message_id: string;
  report: ProviderReport;
  state: 'received' | 'applied' | 'unmatched';
  received_at: Date;
};

export class InboundReportRepository {
  private readonly reports: Collection<ReportDoc>;

  constructor(store: DocStore) {
    this.reports = store.collection<ReportDoc>(INBOUND_REPORTS_COLLECTION);
  }

  async ensureIndexes(): Promise<void> {
    await this.reports.createIndexes([
      { key: { workspace_id: 1, message_id: 1, state: 1 } },
      { key: { received_at: 1 }, name: 'report_ttl', expireAfterSeconds: REPORT_RETENTION_SECONDS },
    ]);
  }

  /**
   * Records a report. `fresh` is false for a report seen before whose handling
   * finished (applied or parked): the caller only acknowledges it. A report
   * whose handling was interrupted (`received`) is handled again.
   */
  async record(provider: ProviderName, report: ProviderReport): Promise<{ fresh: boolean }> {
    try {
      // Wall-clock time: the TTL index expires documents by the store's own clock.
      await this.reports.insertOne({ _id: `${provider}:${report.id}`, workspace_id: report.account_id, provider, message_id: report.message_id, report, state: 'received', received_at: new Date() });
      return { fresh: true };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const existing = await this.reports.findOne({ _id: `${provider}:${report.id}` });
    return { fresh: existing?.state === 'received' };
  }

  async mark(provider: ProviderName, reportId: string, state: 'applied' | 'unmatched'): Promise<void> {
    await this.reports.updateOne({ _id: `${provider}:${reportId}` }, { $set: { state } });
  }

  /** Reports that arrived before the send recorded the provider's id, oldest first. */
  async unmatchedFor(workspaceId: string, messageId: string): Promise<Array<{ provider: ProviderName; report: ProviderReport }>> {
    const docs = await this.reports.find({ workspace_id: workspaceId, message_id: messageId, state: 'unmatched' }, { sort: { received_at: 1 } });
    return docs.map((d) => ({ provider: d.provider, report: d.report }));
  }
}
