import { EVENT_TYPES, type EventType } from '../events/event-catalog';
import type { RouteContract } from '../http/route-contract';
import type { RpcMethodMap, RpcService } from '../rpc/rpc-service';
import type { ClientIdentity, Identity, ServiceName } from './identities';

/** A durable pull consumer: the only one on its stream an identity may create, read and acknowledge. */
export interface ConsumerGrant {
  stream: string;
  durable: string;
}

/** A durable consumer of events: of one type (the stream follows from it), or of a whole stream (the webhook fan-out). */
export type EventConsumer = { readonly durable: string; readonly event: EventType } | { readonly durable: string; readonly stream: string };

/**
 * What an identity does on the bus besides publishing its own events and
 * consuming the ones it declares: every other JetStream API call it makes is on
 * one of these streams, consumers or buckets.
 */
export interface BusUse {
  /**
   * 'create': creates EVENTS and INTERNAL at start, which changes nothing once
   * they exist; 'keep': also updates them when a release changes their config.
   */
  readonly sharedStreams?: 'create' | 'keep';
  /** Streams of its own that it creates and updates. */
  readonly streams?: readonly string[];
  /** Subjects outside the event catalog it publishes on (job queues, control notices). */
  readonly publishes?: readonly string[];
  /** Durable consumers on work queues (not events). */
  readonly queues?: readonly ConsumerGrant[];
  /** KV buckets it creates, reads and writes. */
  readonly kv?: readonly string[];
  /** Core-NATS subjects it listens to (control notices). */
  readonly subscribes?: readonly string[];
  /** Answers the requests it receives (reply subjects), without a publish grant on anyone's inbox. */
  readonly allowResponses?: boolean;
}

/** Who may call one served gRPC service: `callers` on every method, except the methods listed with their own callers. */
export interface RpcAccess<Method extends string = string> {
  readonly callers: readonly Identity[];
  readonly methods?: { readonly [M in Method]?: readonly Identity[] };
}

/** A gRPC service a service serves: where it is declared (proto file, fully qualified name) and who may call it. */
export interface ServedRpc extends RpcAccess {
  readonly file: string;
  readonly name: string;
}

/** A served RPC service from its typed descriptor; a method override must name a method of that service. */
export function served<M extends RpcMethodMap>(service: RpcService<M>, access: RpcAccess<keyof M & string>): ServedRpc {
  return { file: service.file, name: service.name, ...(access as RpcAccess) };
}

/** What any identity declares: whom it calls, which events it puts on the bus and takes from it, and its NATS user. */
export interface IdentityManifest {
  readonly name: Identity;
  /** The sibling services it calls (its peers): it receives their addresses as <PEER>_URL. */
  readonly calls: readonly ServiceName[];
  /** The event types it publishes (through its outbox): it alone may put them on the bus. */
  readonly publishes: readonly EventType[];
  readonly consumes: readonly EventConsumer[];
  /** Its NATS user's other grants; absent when it does not connect to NATS at all. */
  readonly bus?: BusUse;
  /** The deployable (folder under apps/) whose code runs it, when that is not its own name. */
  readonly runsIn?: string;
}

/** A service's boundary: the identity's declarations plus what it serves. */
export interface ServiceManifest extends IdentityManifest {
  readonly name: ServiceName;
  /** Its public routes; the gateway forwards each to `api`. */
  readonly routes: readonly RouteContract[];
  /** The gRPC service the gateway forwards this service's routes to. */
  readonly api: ServedRpc;
  /** Its other gRPC services (called by siblings). */
  readonly internal: readonly ServedRpc[];
}

export interface ClientManifest extends IdentityManifest {
  readonly name: ClientIdentity;
}

/** The folder under apps/ whose code runs an identity. */
export function appOf(manifest: IdentityManifest): string {
  return manifest.runsIn ?? manifest.name;
}

/** The route objects of route groups (`contactRoutes`, ...), declared where they are. */
export function routesOf(...groups: ReadonlyArray<Readonly<Record<string, RouteContract>>>): RouteContract[] {
  return groups.flatMap((group) => Object.values(group));
}

/** Every gRPC service a service serves, the gateway's first. */
export function servedBy(manifest: ServiceManifest): ServedRpc[] {
  return [manifest.api, ...manifest.internal];
}

/** Every identity that may call at least one method of a service. */
export function callersOf(manifest: ServiceManifest): Identity[] {
  return [...new Set(servedBy(manifest).flatMap((rpc) => [...rpc.callers, ...Object.values(rpc.methods ?? {}).flatMap((callers) => callers ?? [])]))];
}

/** Every event type about the resources a service owns (`contact` -> contact.created, contact.updated, ...). */
export function eventsAbout(...resources: readonly string[]): EventType[] {
  return EVENT_TYPES.filter((type) => resources.some((resource) => type.startsWith(`${resource}.`)));
}
