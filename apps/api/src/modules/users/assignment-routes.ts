import { es, MARKETPLACE_ID } from '@tu360/domain';
import { addMultipleUserSeller } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { insertMany } from '../../db/insert-many.ts';
import { userSellers } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import { notifyProjectAccess } from '../notifications/events.ts';
import { auditUser, projectsText } from './audit.ts';
import { callerOf, checkProjects, type LoadedUser, mayManage, visibleUser } from './reach.ts';

/**
 * PUT /auth/api/users/add-multipleuser-seller (spec section 7): several users of one company to several of its
 * projects, each with the given role or its own profile role, grantable by the caller at each project. A user
 * already at a project keeps its role unless `edit` is true. One transaction; the answer counts what changed.
 */
export async function userAssignmentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(addMultipleUserSeller),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const body = request.body;
      if (body.MarketplaceId !== MARKETPLACE_ID) throw badRequest(es.auth.invalidMarketplace);
      const c = await callerOf(db, p);
      const targets: LoadedUser[] = [];
      for (const id of new Set(body.users)) targets.push(await visibleUser(db, c, id));
      const constructorId = targets[0].constructorId;
      if (!constructorId || targets.some((u) => u.constructorId !== constructorId || !u.kind))
        throw badRequest(es.users.oneCompany);
      for (const u of targets) if (!mayManage(c, u)) throw forbidden(es.users.userNotAllowed);
      const company = { id: constructorId, kind: targets[0].kind ?? 'builder' };
      const sellerIds = [...new Set(body.sellers)];
      const wanted = targets.flatMap((u) =>
        sellerIds.map((sellerId) => ({ userId: u.id, sellerId, role: body.role ?? u.role })),
      );
      const names = await checkProjects(db, c, company, wanted);
      const existing = await db
        .select({ userId: userSellers.userId, sellerId: userSellers.sellerId, role: userSellers.role })
        .from(userSellers)
        .where(
          and(
            inArray(userSellers.userId, [...targets.map((u) => u.id)]),
            inArray(userSellers.sellerId, sellerIds),
          ),
        );
      const held = new Map(existing.map((x) => [`${x.userId}/${x.sellerId}`, x.role]));
      const inserts = wanted.filter((w) => !held.has(`${w.userId}/${w.sellerId}`));
      const updates = body.edit
        ? wanted.filter((w) => {
            const role = held.get(`${w.userId}/${w.sellerId}`);
            return role !== undefined && role !== w.role;
          })
        : [];
      if (inserts.length || updates.length)
        await db.transaction(async (tx) => {
          await insertMany(
            tx as unknown as Db,
            userSellers,
            inserts.map((w) => ({ ...w, constructorId })),
          );
          for (const w of updates)
            await tx
              .update(userSellers)
              .set({ role: w.role })
              .where(and(eq(userSellers.userId, w.userId), eq(userSellers.sellerId, w.sellerId)));
          // Each user given a project, or a new role there, is told (issue 14).
          for (const w of [...inserts, ...updates])
            await notifyProjectAccess(tx, [w.userId], w.sellerId, w.role);
          for (const u of targets) {
            const mine = (w: { userId: string }) => w.userId === u.id;
            if (!inserts.some(mine) && !updates.some(mine)) continue;
            const after = new Map(u.projects.map((x) => [x.sellerId, { name: x.name, role: x.role }]));
            for (const w of [...inserts, ...updates].filter(mine))
              after.set(w.sellerId, { name: names.get(w.sellerId) ?? '', role: w.role });
            await auditUser(tx, p, u, 'Assign', [
              {
                field: es.users.fields.projects,
                before: projectsText(u.projects),
                after: projectsText([...after.values()]),
              },
            ]);
          }
        });
      return { assigned: inserts.length, updated: updates.length };
    },
  });
}
