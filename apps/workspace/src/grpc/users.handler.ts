import { pageOf, parseQuery, userListQuery } from '@wbk/contracts';
import { decodeApiRequest, type ApiReply, type CallMeta } from '@wbk/rpc';
import { validationError } from '@wbk/platform';
import { isDuplicateKeyError } from '@wbk/store';
import { buildUser, renderUser, USER_PER_PAGE } from '../domain/users';
import { contextWorkspace, type HandlerDeps, recordAdminAction, requireWorkspace } from './handler-deps';
import { type AdminReply, adminReply, asMessage, readReply, text } from './messages';

/** GET /v1/users and the admin CreateUser. */
export function userHandlers(deps: HandlerDeps) {
  return {
    async ListUsers(raw: unknown): Promise<ApiReply> {
      const call = decodeApiRequest(raw);
      const page = pageOf(parseQuery(userListQuery, call.query), USER_PER_PAGE);
      const workspace = await contextWorkspace(deps, call.workspaceId);
      const { users, total } = await deps.users.list(workspace.id, page.skip, page.perPage);
      return readReply({ users: users.map(renderUser) }, 'users', '', { page: page.page, per_page: page.perPage, total });
    },

    async CreateUser(raw: unknown, meta?: CallMeta): Promise<AdminReply> {
      const message = asMessage(raw);
      const workspace = await requireWorkspace(deps, text(message, 'workspace_id'));
      const user = buildUser(
        { workspace_id: workspace.id, email: text(message, 'email'), name: text(message, 'name'), role: text(message, 'role') },
        deps.newId(),
        deps.clock.now(),
      );
      try {
        await deps.users.insert(user);
      } catch (err) {
        // A 400 naming the field rather than 409 duplicate_name: the spec keeps that code for workflow names.
        if (isDuplicateKeyError(err)) throw validationError([{ field: 'email', message: `${user.email} is already used in this workspace` }]);
        throw err;
      }
      await recordAdminAction(deps, meta, {
        workspaceId: workspace.id,
        action: 'create',
        resourceType: 'users',
        resourceId: user.id,
        details: { email: user.email, role: user.role },
      });
      return adminReply({ workspace_id: workspace.id, ...renderUser(user) });
    },
  };
}
