import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { scheduleCountsCompaction } from './counts.ts';
import { propertyHistoryRoutes } from './history-routes.ts';
import { propertyLifecycleRoutes } from './lifecycle-routes.ts';
import { propertyReadRoutes } from './read-routes.ts';
import { responsibleRoutes } from './responsible-routes.ts';
import { propertyWriteRoutes } from './write-routes.ts';

/** Properties (inmuebles): lists, wizard saves, images, approval and lifecycle, responsible users, history. */
export async function propertyRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  await propertyReadRoutes(app, opts);
  await propertyWriteRoutes(app, opts);
  await propertyLifecycleRoutes(app, opts);
  await responsibleRoutes(app, opts);
  await propertyHistoryRoutes(app, opts);
  // The list's counts per group, folded now and then (issue 19).
  scheduleCountsCompaction(app, opts.db);
}
