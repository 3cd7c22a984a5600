import { z } from 'zod';
import { pageQuery, timestamp, uuid } from '../http/schemas';

/** docs/decisions.md, "Users". */
export const USER_ROLES = ['owner', 'admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_PAGE_LIMITS = { defaultPerPage: 50, maxPerPage: 200 } as const;

/** A member of the workspace; users are added by an operator (CLI), not through this API. */
export const userRecord = z
  .strictObject({
    id: uuid,
    email: z.string().meta({ format: 'email', description: 'Lower-cased; unique in the workspace.' }),
    name: z.string().nullable(),
    role: z.enum(USER_ROLES),
    status: z.literal('active'),
    created_at: timestamp,
  })
  .meta({ id: 'User' });
export type UserRecord = z.infer<typeof userRecord>;

export const userListQuery = z.strictObject({ ...pageQuery(USER_PAGE_LIMITS) });
