import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/** The marker file that identifies the proto root: every service proto imports it. */
const MARKER = path.join('common', 'v1', 'api.proto');

/**
 * Walks up from startDir to the repository's `proto` directory. Accepts the
 * proto directory itself too, so a deployed image can point straight at it.
 */
export function findProtoRoot(startDir: string): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(dir, MARKER))) return dir;
    const candidate = path.join(dir, 'proto');
    if (existsSync(path.join(candidate, MARKER))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`proto root not found: no proto/${MARKER.split(path.sep).join('/')} in ${startDir} or any parent directory`);
    }
    dir = parent;
  }
}

// One option set for every service, so a field reads the same in every process
// (snake_case keys, int64 as number, enums as their names, defaults present).
const LOADER_OPTIONS = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
} as const;

const packageCache = new Map<string, protoLoader.PackageDefinition>();

function loadPackage(protoRoot: string, file: string): protoLoader.PackageDefinition {
  const filePath = path.resolve(protoRoot, file);
  const key = `${protoRoot}\u0000${filePath}`;
  let pkg = packageCache.get(key);
  if (pkg === undefined) {
    pkg = protoLoader.loadSync(filePath, { ...LOADER_OPTIONS, includeDirs: [protoRoot] });
    packageCache.set(key, pkg);
  }
  return pkg;
}

function isServiceDefinition(value: unknown): value is grpc.ServiceDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const methods = Object.values(value);
  return methods.length > 0 && methods.every((m) => typeof m === 'object' && m !== null && typeof (m as { path?: unknown }).path === 'string');
}

/**
 * Loads one service of a proto file, e.g. ('crm/v1/crm.proto', 'wbk.crm.v1.CrmService').
 * Files are parsed once per process.
 */
export function loadServiceDefinition(protoRoot: string, file: string, serviceName: string): grpc.ServiceDefinition {
  const pkg = loadPackage(protoRoot, file);
  const service: unknown = pkg[serviceName];
  if (!isServiceDefinition(service)) {
    const services = Object.keys(pkg).filter((name) => isServiceDefinition(pkg[name]));
    throw new Error(`service ${serviceName} not found in ${file}; services there: ${services.join(', ') || 'none'}`);
  }
  return service;
}

/** The fully-qualified service name of a definition, read from its method paths ('/pkg.Service/Method'). */
export function serviceNameOf(definition: grpc.ServiceDefinition): string {
  const first = Object.values(definition)[0] as grpc.MethodDefinition<unknown, unknown> | undefined;
  if (first === undefined) throw new Error('service definition has no methods');
  return first.path.slice(1, first.path.lastIndexOf('/'));
}
