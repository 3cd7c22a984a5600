export { AdminClient, type AdminRecord, type CliResult, type CreateKeyInput, type CreateWorkspaceInput, type KeyRecord, type ProviderInput, type WorkspaceRecord } from './admin-client';
export { ApiClient, type ApiResponse, type Envelope, type RawRequest } from './api-client';
export { apiConformance, OpenApiConformance } from './openapi-conformance';
export {
  aCompany,
  aContact,
  aContactWithOnlyEmail,
  aDeal,
  aDealDocument,
  aList,
  aNote,
  anIdempotencyKey,
  anUnknownId,
  aTask,
  aWorkspaceName,
  type ContactInput,
} from './builders';
export { lastStoredEvent, natsConnectTarget, subscribeEvents, type EventTap, type TappedEvent } from './event-tap';
export { expectEventually, type EventuallyOptions } from './expect-eventually';
export { freePort } from './free-port';
export { InMemoryKv, type InMemoryKvEntry } from './in-memory-kv';
export { ManualClock } from './manual-clock';
export { answer200, HttpsReceiverPool, selfSignedCert, startHttpsReceiver, type HttpsReceiver, type HttpsReceiverOptions, type ReceivedRequest, type ReceiverBehaviour, type SelfSignedCert } from './https-receiver';
export { startOtlpReceiver, type CollectedSpan, type OtlpReceiver } from './otlp-receiver';
export { startNatsServer, type NatsServerHandle, type NatsServerOptions } from './nats-server';
export {
  ProviderSimClient,
  type SimFaults,
  type SimFaultsInput,
  type SimInboundMail,
  type SimMailProvider,
  type SimMessageRef,
  type SimPoolPerson,
  type SimProvider,
  type SimRecipientBehaviour,
  type SimRecipientInput,
  type SimReply,
  type SimReportStats,
  type SimSeededProvider,
  type SimSentFilter,
  type SimSentMessage,
} from './provider-sim.client';
export { findRepoRoot, startStack, type Stack, type StackOptions } from './stack';
export { LOCAL_PROVIDER_REPORT_SECRETS, SEEDED_SIM_ACCOUNTS, TOPOLOGY, UNSEEDED_SIM_ACCOUNTS, httpListenerName, type AppSpec } from './topology';
export { createTestWorkspace, type TestWorkspace } from './test-workspace';
export { nodeMajorOf, pinnedNodeMajor } from './node-runtime';
export { createPlaneCredentials, HARNESS_NATS_USER, withNatsCredentials, type PlaneCredentials } from './plane-credentials';
export { DEPLOYED_IDENTITIES, planeCredentialFiles, type PlaneFileOptions } from './deploy/plane-files';
export { COMPOSE_MONGO_HOSTS, MONGO_REPLICA_SET, SERVICE_DATABASES, createMongoUsers, mongoUrlOf, mongoUsersScript, rolesOf, type DatabaseService, type MongoUser } from './deploy/mongo-users';
