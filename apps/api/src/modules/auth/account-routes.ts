import { es, isRoleName } from '@tu360/domain';
import { acceptTerms, changeSeller, getClaimsByRole, getConstructorTerms } from '@tu360/domain/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleClaims, termsAcceptances, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import { currentTermsVersion } from '../terms/repository.ts';
import type { AuthContext } from './context.ts';
import { findUserById, principalOf, storeRoleOf } from './identity.ts';
import { PORTAL_CLIENT_ID } from './token-routes.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getClaimsByRole),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { roleName } = request.query;
      if (!isRoleName(roleName)) throw notFound('El rol solicitado no existe.');
      const rows = await ctx.db
        .select({ value: roleClaims.claimValue })
        .from(roleClaims)
        .where(eq(roleClaims.roleName, roleName))
        .orderBy(roleClaims.claimValue);
      return { roleName, claims: rows.map((r) => r.value) };
    },
  });

  r.route({
    ...contractRoute(changeSeller),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const { sellerId } = request.body;
      if (p.isAdmin && sellerId)
        throw badRequest('Los administradores de la plataforma no seleccionan proyecto.');
      if (sellerId && !(await storeRoleOf(ctx.db, p.userId, sellerId)))
        throw notFound('El proyecto no existe o no tiene acceso a él.');
      await ctx.db.update(users).set({ currentSellerId: sellerId }).where(eq(users.id, p.userId));
      const user = await findUserById(ctx.db, p.userId);
      if (!user) throw notFound(es.auth.notFound);
      const next = await principalOf(ctx.db, user, sellerId, { sessionId: p.sessionId, source: p.source });
      if (p.source === 'idp') return { seller: next.sellerId, role: next.role };
      if (p.sessionId) await ctx.tokens.revokeFamily(p.sessionId);
      const tokens = await ctx.tokens.issue(
        next,
        PORTAL_CLIENT_ID,
        'openid profile email offline_access gateway sellers',
      );
      return { seller: next.sellerId, role: next.role, ...tokens };
    },
  });

  r.route({
    ...contractRoute(getConstructorTerms),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const { constructorId } = request.query;
      if (!p.isAdmin && p.constructorId !== constructorId) throw notFound(es.auth.notFound);
      // Only acceptances of the current version count: a new version asks again (issue 15).
      const version = await currentTermsVersion(ctx.db);
      if (!version) return [];
      const rows = await ctx.db
        .select()
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.constructorId, constructorId), eq(termsAcceptances.version, version)))
        .orderBy(desc(termsAcceptances.acceptedAt));
      return rows.map((t) => ({ ...t, acceptedAt: t.acceptedAt.toISOString() }));
    },
  });

  r.route({
    ...contractRoute(acceptTerms),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      if (request.query.user !== p.userId) throw forbidden(es.auth.forbidden);
      if (!p.constructorId) throw badRequest('El usuario no pertenece a una constructora o inmobiliaria.');
      // The version accepted is the one current now; when the modal says which one it showed, they must agree.
      const version = await currentTermsVersion(ctx.db);
      if (!version) throw notFound(es.termsVersions.notFound);
      if (request.query.version && request.query.version !== version)
        throw conflict(es.termsVersions.changedWhileReading);
      const [existing] = await ctx.db
        .select({ id: termsAcceptances.id })
        .from(termsAcceptances)
        .where(
          and(
            eq(termsAcceptances.constructorId, p.constructorId),
            eq(termsAcceptances.userId, p.userId),
            eq(termsAcceptances.version, version),
          ),
        );
      if (!existing)
        await ctx.db
          .insert(termsAcceptances)
          .values({ constructorId: p.constructorId, userId: p.userId, version });
      return true;
    },
  });
}
