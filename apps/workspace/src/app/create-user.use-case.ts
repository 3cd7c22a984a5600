import { validationError } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { buildUser, renderUser } from '../domain/users';
import { recordAdminAction, requireWorkspace, type AdminActor, type WorkspaceDeps } from './workspace-deps';

export interface NewUserInput {
  workspace_id: string;
  email: string;
  name: string;
  role: string;
}

/** An operator adds a member to a workspace; an email is used once per workspace. */
export class CreateUser {
  constructor(private readonly deps: Pick<WorkspaceDeps, 'workspaces' | 'users' | 'auditLogs' | 'newId' | 'clock'>) {}

  async execute(actor: AdminActor, input: NewUserInput): Promise<Record<string, unknown>> {
    const workspace = await requireWorkspace(this.deps, input.workspace_id);
    const user = buildUser({ ...input, workspace_id: workspace.id }, this.deps.newId(), this.deps.clock.now());
    try {
      await this.deps.users.insert(user);
    } catch (err) {
      // A 400 naming the field rather than 409 duplicate_name: the public API keeps that code for names of lists and workflows.
      if (isDuplicateKeyError(err)) throw validationError([{ field: 'email', message: `${user.email} is already used in this workspace` }]);
      throw err;
    }
    await recordAdminAction(this.deps, actor, {
      workspaceId: workspace.id,
      action: 'create',
      resourceType: 'users',
      resourceId: user.id,
      details: { email: user.email, role: user.role },
    });
    return { workspace_id: workspace.id, ...renderUser(user) };
  }
}
