import { es, userState } from '@tu360/domain';
import { deactivateUser, deleteUser, reactivateUser, resendInvitation } from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { userSellers, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Principal } from '../auth/identity.ts';
import { voidPasswordLinks } from '../auth/password-link.ts';
import { auditUser, projectsText } from './audit.ts';
import { invitationMail } from './invitation.ts';
import { callerOf, isLastAdmin, lockCompanyAdmins, manageableUser } from './reach.ts';

const STATE = es.users.fields.state;

/** Deactivate, reactivate, delete (soft) and re-invite a user, within the caller's reach; one transaction each. */
export async function userLifecycleRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The target, refusing the caller itself (nobody deactivates or deletes itself) and what is out of reach. */
  const targetOf = async (p: Principal, id: string) => {
    if (id === p.userId) throw forbidden(es.users.notSelf);
    return manageableUser(db, await callerOf(db, p), id);
  };

  r.route({
    ...contractRoute(deactivateUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const target = await targetOf(p, request.params.id);
      if (!target.isActive) throw conflict(es.users.alreadyInactive);
      await db.transaction(async (tx) => {
        await lockCompanyAdmins(tx, target.constructorId);
        if (await isLastAdmin(tx, target)) throw conflict(es.users.lastAdmin);
        await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, target.id));
        // Its sessions end now: the refresh tokens are revoked and the access token's liveness check fails.
        await ctx.tokens.revokeAllOfUser(target.id, tx);
        await voidPasswordLinks(tx, target.id);
        await auditUser(tx, p, target, 'Deactivate', [
          { field: STATE, before: userState(target), after: 'Inactivo' },
        ]);
      });
      return { id: target.id, state: 'Inactivo' as const };
    },
  });

  r.route({
    ...contractRoute(reactivateUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const target = await targetOf(p, request.params.id);
      if (target.isActive) throw conflict(es.users.alreadyActive);
      const state = userState({ isActive: true, lastVisitAt: target.lastVisitAt });
      await db.transaction(async (tx) => {
        await tx.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.id, target.id));
        await auditUser(tx, p, target, 'Reactivate', [{ field: STATE, before: 'Inactivo', after: state }]);
      });
      return { id: target.id, state };
    },
  });

  r.route({
    ...contractRoute(deleteUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const target = await targetOf(p, request.params.id);
      await db.transaction(async (tx) => {
        await lockCompanyAdmins(tx, target.constructorId);
        if (await isLastAdmin(tx, target)) throw conflict(es.users.lastAdmin);
        const now = new Date();
        await tx
          .update(users)
          .set({ isActive: false, deletedAt: now, currentSellerId: null, updatedAt: now })
          .where(eq(users.id, target.id));
        await tx.delete(userSellers).where(eq(userSellers.userId, target.id));
        await ctx.tokens.revokeAllOfUser(target.id, tx);
        await voidPasswordLinks(tx, target.id);
        await auditUser(
          tx,
          p,
          target,
          'Delete',
          target.projects.length
            ? [{ field: es.users.fields.projects, before: projectsText(target.projects), after: null }]
            : [],
        );
      });
      return true;
    },
  });

  r.route({
    ...contractRoute(resendInvitation),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const target = await manageableUser(db, await callerOf(db, p), request.params.id);
      if (!target.isActive) throw conflict(es.users.inactiveNoInvitation);
      if (userState(target) !== 'Pendiente') throw conflict(es.users.notPending);
      // The new link and its mail's job together: the mail is sent (and tried again while the mail server fails)
      // by the queue, whichever instance takes it.
      await db.transaction(async (tx) => {
        const mail = await invitationMail(tx, ctx.env.PUBLIC_URL, target);
        await auditUser(tx, p, target, 'Invite');
        await ctx.mail.send(tx as unknown as Db, 'invitation', target.id, mail);
      });
      return true;
    },
  });
}
