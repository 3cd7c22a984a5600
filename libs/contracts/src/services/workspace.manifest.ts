import { CONTROL_SUBJECTS } from '../control-subjects';
import { WORKSPACE_RPC } from '../rpc/workspace.rpc';
import { creditRoutes } from '../workspace/credits.routes';
import { workspaceRoutes } from '../workspace/workspace.routes';
import { routesOf, served, type ServiceManifest } from './manifest';

/** Dashboard operations: only the admin CLI mints keys, workspaces and credits. */
const ADMIN = ['cli'] as const;

export const WORKSPACE_MANIFEST: ServiceManifest = {
  name: 'workspace',
  routes: routesOf(workspaceRoutes, creditRoutes),
  api: served(WORKSPACE_RPC, {
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
  }),
  internal: [],
  calls: [],
  publishes: [],
  consumes: [{ durable: 'workspace-audit', event: 'audit.recorded' }],
  bus: { sharedStreams: 'keep', publishes: [CONTROL_SUBJECTS.keysRevoked, CONTROL_SUBJECTS.workspaceChanged] },
};
