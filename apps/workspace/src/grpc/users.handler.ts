import { pageOf, parseQuery, userListQuery, type WorkspaceRpc } from '@wbk/contracts';
import { decodeApiRequest, type RpcHandlers } from '@wbk/rpc';
import { renderUser, USER_PER_PAGE } from '../domain/users';
import { CreateUser } from '../app/create-user.use-case';
import { ListUsers } from '../app/list-users.use-case';
import type { WorkspaceDeps } from '../app/workspace-deps';
import { adminActorOf, adminReply, readReply } from './replies';

/** GET /v1/users and the admin CreateUser. */
export function userHandlers(deps: WorkspaceDeps): Pick<RpcHandlers<WorkspaceRpc>, 'ListUsers' | 'CreateUser'> {
  const createUser = new CreateUser(deps);
  const listUsers = new ListUsers(deps);
  return {
    async ListUsers(request) {
      const call = decodeApiRequest(request);
      const page = pageOf(parseQuery(userListQuery, call.query), USER_PER_PAGE);
      const { users, total } = await listUsers.execute(call.workspaceId, { skip: page.skip, limit: page.perPage });
      return readReply({ users: users.map(renderUser) }, 'users', '', { page: page.page, per_page: page.perPage, total });
    },

    async CreateUser(request, meta) {
      const { workspace_id, email, name, role } = request;
      return adminReply(await createUser.execute(adminActorOf(meta), { workspace_id, email, name, role }));
    },
  };
}
