import type { WorkspaceServiceDefinition } from '../generated/wbk/workspace/v1/WorkspaceService';
import { rpcService, type RpcMethodsOf } from './rpc-service';

/**
 * wbk.workspace.v1.WorkspaceService: the public RPCs, the gateway's VerifyKey
 * and the admin RPCs of the dashboard and the CLI.
 */
export type WorkspaceRpc = RpcMethodsOf<WorkspaceServiceDefinition>;

export const WORKSPACE_RPC = rpcService<WorkspaceServiceDefinition>('workspace/v1/workspace.proto', 'wbk.workspace.v1.WorkspaceService');
