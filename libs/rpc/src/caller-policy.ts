/**
 * Which identities may call which of our gRPC services, in one table so the
 * topology's call graph is reviewed in one place. A service absent from the
 * table cannot be served (createRpcServer refuses to wire it), so a new
 * service must say who calls it. Health checks are open (probes and the
 * gateway's readiness carry no credentials and learn nothing but SERVING).
 */
export interface ServicePolicy {
  /** Identities allowed on every method without an entry in `methods`. */
  callers: readonly string[];
  /** Per-method overrides: only these identities. */
  methods?: Readonly<Record<string, readonly string[]>>;
}

const ADMIN = ['cli'] as const;

export const CALLER_POLICY: Readonly<Record<string, ServicePolicy>> = {
  'wbk.workspace.v1.WorkspaceService': {
    callers: ['gateway'],
    methods: {
      GetOutreachProfile: ['outreach'],
      GetSyncProfile: ['mailbox-sync'],
      ReportProviderHealth: ['mailbox-sync'],
      ReserveCredits: ['enrichment'],
      ChargeCredits: ['enrichment'],
      ChargeCreditsBatch: ['enrichment'],
      CaptureCredits: ['enrichment'],
      ReleaseCredits: ['enrichment'],
      GetCreditBalance: ['gateway', 'enrichment'],
      // Automation runs with the permissions the saving key holds now.
      GetKeyGrant: ['workflow-engine'],
      // Dashboard operations: only the admin CLI mints keys, workspaces and credits.
      CreateWorkspace: ADMIN,
      GetWorkspace: ADMIN,
      CreateApiKey: ADMIN,
      RevokeApiKey: ADMIN,
      SetProviderStatus: ADMIN,
      SetCredits: ADMIN,
      SetPlan: ADMIN,
      SetRateLimits: ADMIN,
      CreateUser: ADMIN,
    },
  },
  'wbk.crm.v1.CrmService': { callers: ['gateway'] },
  'wbk.crm.v1.CrmAutomationService': { callers: ['workflow-engine', 'outreach', 'enrichment', 'mailbox-sync'] },
  'wbk.enrichment.v1.EnrichmentService': { callers: ['gateway'] },
  'wbk.enrichment.v1.EnrichmentAutomationService': { callers: ['workflow-engine'] },
  'wbk.mailbox.v1.MailboxService': { callers: ['gateway'] },
  'wbk.outreach.v1.OutreachService': { callers: ['gateway'] },
  'wbk.outreach.v1.OutreachAutomationService': { callers: ['workflow-engine'] },
  // The delivery workers (webhook-worker pods) reach the data side over the same service.
  'wbk.webhooks.v1.WebhooksService': { callers: ['gateway', 'workflow-engine', 'webhook-worker'] },
  'wbk.workflows.v1.WorkflowEngineService': { callers: ['gateway'] },
};

/** The identities allowed to call one method, or undefined when the service has no policy. */
export function allowedCallers(policy: ServicePolicy | undefined, method: string): readonly string[] | undefined {
  if (policy === undefined) return undefined;
  return policy.methods?.[method] ?? policy.callers;
}
