import { applyToMessage, type ProviderReportDeps } from './record-provider-report.use-case';

/**
 * Applies the reports that arrived before the send recorded the provider's
 * message id (a provider may report a delivery before its accept answer is
 * written). SendMessage runs it once an accepted send is recorded.
 */
export class ApplyWaitingReports {
  constructor(private readonly deps: ProviderReportDeps) {}

  async execute(workspaceId: string, publicId: string): Promise<void> {
    for (const { provider, report } of await this.deps.inboundReports.unmatchedFor(workspaceId, publicId)) {
      const message = await this.deps.messages.findByPublicId(workspaceId, publicId);
      if (message === null) return;
      await applyToMessage(this.deps, message, report);
      await this.deps.inboundReports.mark(provider, report.id, 'applied');
    }
  }
}
