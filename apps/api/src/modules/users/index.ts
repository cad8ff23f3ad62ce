import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/context.ts';
import { userAssignmentRoutes } from './assignment-routes.ts';
import { userLifecycleRoutes } from './lifecycle-routes.ts';
import { userListRoutes } from './list-routes.ts';
import { userReadRoutes } from './read-routes.ts';
import { userWriteRoutes } from './write-routes.ts';

/**
 * Users, roles and project assignments (issue 13). The writes need the auth context: the invitation's mail and
 * link, and the sessions a deactivation ends.
 */
export async function userRoutes(app: FastifyInstance, opts: { auth: AuthContext }) {
  const { auth } = opts;
  await userListRoutes(app, { db: auth.db });
  await userReadRoutes(app, { db: auth.db });
  await userWriteRoutes(app, auth);
  await userLifecycleRoutes(app, auth);
  await userAssignmentRoutes(app, { db: auth.db });
}
