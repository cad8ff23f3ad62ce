import { es, MARKETPLACE_ID, RECOVERY_LINK_TTL_MS } from '@tu360/domain';
import { changePassword, getUserinfo, recoveryPassword, resetPassword } from '@tu360/domain/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { principal } from '../../plugins/auth.ts';
import type { AuthContext } from './context.ts';
import { constructorOf, findUserById, findUserByName } from './identity.ts';
import { issuePasswordLink } from './password-link.ts';
import { tooManyAttempts } from './token-routes.ts';
import { sha256 } from './token-service.ts';

export async function profileRoutes(app: FastifyInstance, ctx: AuthContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(getUserinfo),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const user = await findUserById(ctx.db, p.userId);
      if (!user) throw badRequest(es.auth.unauthorized);
      const company = await constructorOf(ctx.db, p.constructorId);
      return {
        sub: user.id,
        id: user.id,
        unique_name: user.userName,
        given_name: user.givenName,
        family_name: user.familyName,
        email: user.email,
        phone_number: user.phoneNumber,
        identification: user.identification,
        role: p.roles,
        effectiveRole: p.role,
        isAdmin: p.isAdmin,
        isSuperAdmin: p.isSuperAdmin,
        constructor: p.constructorId,
        constructorName: company?.name ?? null,
        realState: company?.realState ?? false,
        seller: p.sellerId,
        permission: p.permissions,
        lastVisit: user.previousVisitAt?.toISOString() ?? null,
      };
    },
  });

  r.route({
    ...contractRoute(changePassword),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const user = await findUserById(ctx.db, p.userId);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, request.body.currentPassword)
        : false;
      if (!user || !ok) throw badRequest(es.password.changeFailText);
      if (request.body.currentPassword === request.body.newPassword)
        throw badRequest(es.password.changeFailText);
      const passwordHash = await hashPassword(request.body.newPassword);
      await ctx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      return true;
    },
  });

  r.route({
    ...contractRoute(recoveryPassword),
    handler: async (request, reply) => {
      const refusal = await ctx.guard.admitRecovery('recovery', request.body.email, request.ip);
      if (refusal) return tooManyAttempts(reply, refusal);
      if (request.query.marketplaceId !== MARKETPLACE_ID) throw badRequest(es.password.recoveryFail);
      const user = await findUserByName(ctx.db, request.body.email);
      // The answer is the same whether or not the account exists.
      if (!user?.isActive) return true;
      // The link and its mail's job in one transaction; the answer does not wait for the mail, so that it takes the
      // same time whether or not the account exists.
      await ctx.db.transaction(async (tx) => {
        const link = await issuePasswordLink(tx, ctx.env.PUBLIC_URL, user, RECOVERY_LINK_TTL_MS);
        await ctx.mail.send(tx as unknown as Db, 'recovery', user.id, {
          to: user.email,
          subject: es.password.emailSubject,
          text: `Hola ${user.givenName}:\n\nPara crear una nueva contraseña abra este enlace (válido por 30 minutos y de un solo uso):\n${link}\n\nSi usted no lo solicitó, ignore este mensaje.`,
          html: `<p>Hola ${user.givenName}:</p><p>Para crear una nueva contraseña abra este <a href="${link}">enlace</a> (válido por 30 minutos y de un solo uso).</p>`,
        });
      });
      return true;
    },
  });

  r.route({
    ...contractRoute(resetPassword),
    handler: async (request, reply) => {
      const { email, token, newPassword } = request.body;
      const refusal = await ctx.guard.admitRecovery('reset', email, request.ip);
      if (refusal) return tooManyAttempts(reply, refusal);
      const user = await findUserByName(ctx.db, email);
      if (!user) throw badRequest(es.password.resetFail);
      const usable = and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        eq(passwordResetTokens.userId, user.id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      );
      // The link is checked before the costly hash: an unknown e-mail and a wrong link answer alike and as fast,
      // so the answer's time does not tell which e-mails have an account.
      const [valid] = await ctx.db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(usable);
      if (!valid) throw badRequest(es.password.resetFail);
      const passwordHash = await hashPassword(newPassword);
      const done = await ctx.db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(usable)
          .returning({ id: passwordResetTokens.id });
        if (!used.length) return false;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        return true;
      });
      if (!done) throw badRequest(es.password.resetFail);
      await ctx.tokens.revokeAllOfUser(user.id);
      await ctx.lockout.clear(user.userName);
      return true;
    },
  });
}
