import type { CampaignRepository } from '../store/campaign.repository';
import type { EnrollmentRepository } from '../store/enrollment.repository';
import type { InboundReportRepository } from '../store/inbound-report.repository';
import { ActivateCampaign } from './activate-campaign.use-case';
import { ApplyWaitingReports } from './apply-waiting-reports.use-case';
import { StoredCampaignReactions } from './campaign-reactions';
import { CreateCampaign } from './create-campaign.use-case';
import { CreateSuppression } from './create-suppression.use-case';
import { DeleteCampaign } from './delete-campaign.use-case';
import { DeleteSuppression } from './delete-suppression.use-case';
import { EnrollContacts } from './enroll-contacts.use-case';
import { GetCampaign } from './get-campaign.use-case';
import { GetMessage } from './get-message.use-case';
import { ListCampaignContacts } from './list-campaign-contacts.use-case';
import { ListCampaigns } from './list-campaigns.use-case';
import { ListMessages } from './list-messages.use-case';
import { ListSuppressions } from './list-suppressions.use-case';
import { PauseCampaign } from './pause-campaign.use-case';
import { RecordProviderReport } from './record-provider-report.use-case';
import { ResumeCampaign } from './resume-campaign.use-case';
import { SendMessage, type SendMessageDeps } from './send-message.use-case';
import { StartCampaign } from './start-campaign.use-case';
import { UnsubscribeRecipient } from './unsubscribe-recipient.use-case';
import { UpdateCampaign } from './update-campaign.use-case';

/** What the use cases of the outreach service are built from: its repositories, peers, providers and settings (SendMessage's, and more). */
export interface OutreachUseCaseDeps extends Omit<SendMessageDeps, 'waitingReports'> {
  campaigns: CampaignRepository;
  enrollments: EnrollmentRepository;
  inboundReports: InboundReportRepository;
  newId: () => string;
  /** OUTREACH_MAX_ACTIVE_CAMPAIGNS_PER_WORKSPACE. */
  maxActiveCampaigns: number;
}

export type OutreachUseCases = ReturnType<typeof createOutreachUseCases>;

/** Every use case of the service, built once: main.ts wires them to the handlers, the listener and the sequencer; the specs' fixture does the same. */
export function createOutreachUseCases(deps: OutreachUseCaseDeps) {
  const { messages, campaigns, enrollments, suppressions, clock, logger, outbox, newId } = deps;
  const reactions = new StoredCampaignReactions({ campaigns, enrollments, clock, logger, outbox });
  const reportDeps = { inboundReports: deps.inboundReports, messages, suppressions, reactions, clock, logger, newId };
  const applyWaitingReports = new ApplyWaitingReports(reportDeps);
  const campaignWrites = { campaigns, enrollments, clock, outbox, maxActiveCampaigns: deps.maxActiveCampaigns };
  return {
    sendMessage: new SendMessage({ ...deps, waitingReports: applyWaitingReports }),
    getMessage: new GetMessage({ messages }),
    listMessages: new ListMessages({ messages }),
    recordProviderReport: new RecordProviderReport(reportDeps),
    applyWaitingReports,
    unsubscribeRecipient: new UnsubscribeRecipient({ suppressions, enrollments, campaigns, clock, logger, newId }),
    createCampaign: new CreateCampaign({ ...campaignWrites, profiles: deps.profiles, newId }),
    updateCampaign: new UpdateCampaign({ ...campaignWrites, newId }),
    deleteCampaign: new DeleteCampaign(campaignWrites),
    startCampaign: new StartCampaign(campaignWrites),
    pauseCampaign: new PauseCampaign(campaignWrites),
    resumeCampaign: new ResumeCampaign(campaignWrites),
    activateCampaign: new ActivateCampaign(campaignWrites),
    getCampaign: new GetCampaign({ campaigns }),
    listCampaigns: new ListCampaigns({ campaigns }),
    enrollContacts: new EnrollContacts({ ...campaignWrites, crm: deps.crm, suppressions }),
    listCampaignContacts: new ListCampaignContacts({ campaigns, enrollments }),
    createSuppression: new CreateSuppression({ suppressions, clock, newId }),
    deleteSuppression: new DeleteSuppression({ suppressions }),
    listSuppressions: new ListSuppressions({ suppressions }),
  };
}
