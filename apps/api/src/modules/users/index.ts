import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { userListRoutes } from './list-routes.ts';

/** Users, roles and project assignments (issue 13). */
export async function userRoutes(app: FastifyInstance, opts: { db: Db }) {
  await userListRoutes(app, opts);
}
