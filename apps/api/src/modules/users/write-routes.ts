import {
  type CompanyKind,
  es,
  isCompanyAdminRole,
  isPlatformRole,
  managesUsers,
  normalizeEmail,
} from '@tu360/domain';
import { createUser, type UserBody, updateUser } from '@tu360/domain/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { constructors, userSellers, users } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { conflict, fieldError, forbidden } from '../../lib/errors.ts';
import { principal } from '../../plugins/auth.ts';
import { databaseRefusal } from '../../plugins/errors.ts';
import type { AuthContext } from '../auth/context.ts';
import { notifyProjectAccess } from '../notifications/events.ts';
import { auditUser, userChanges } from './audit.ts';
import { invitationMail } from './invitation.ts';
import {
  type Caller,
  callerOf,
  checkProfileRole,
  checkProjects,
  companyFor,
  isLastAdmin,
  lockCompanyAdmins,
  manageableUser,
  visibleUser,
} from './reach.ts';

/** How long creating a user waits for its invitation's first try before answering that it is pending. */
const INVITATION_WAIT_MS = 5_000;

type Form = Omit<UserBody, 'projects'> & { projects: { sellerId: string; role: string }[] };

/** 409 when another user that is not deleted has this e-mail (case and spaces aside). */
async function assertEmailFree(db: Db, email: string, except?: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = ${email}`,
        isNull(users.deletedAt),
        except ? ne(users.id, except) : undefined,
      ),
    );
  if (taken) throw fieldError(409, 'email', es.users.duplicateEmail);
}

/** The unique index on the user name answers a race between two equal e-mails: the same 409 as the check. */
async function uniqueEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (e) {
    if (databaseRefusal(e)?.code === '23505') throw fieldError(409, 'email', es.users.duplicateEmail);
    throw e;
  }
}

/**
 * The form checked against the caller's reach: the company (the caller's own, or the one a platform administrator
 * chose), the profile role and each project's role grantable there. Answers the company and the projects' names.
 */
async function checkForm(db: Db, c: Caller, body: Form) {
  const company: { id: string; kind: CompanyKind } | null = isPlatformRole(body.role)
    ? null
    : await companyFor(db, c, body.constructorId);
  checkProfileRole(c, body.role, company?.kind ?? null);
  if (company && !c.p.isAdmin && !body.projects.length)
    throw fieldError(400, 'projects', es.users.chooseProjects);
  const names = company ? await checkProjects(db, c, company, body.projects) : new Map<string, string>();
  return { company, names };
}

const named = (projects: Form['projects'], names: Map<string, string>) =>
  projects.map((x) => ({ ...x, name: names.get(x.sellerId) ?? '' }));

/** POST and PUT /auth/api/users: create (with its invitation) and edit a user, within the caller's reach. */
export async function userWriteRoutes(app: FastifyInstance, ctx: AuthContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(createUser),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const p = principal(request);
      const c = await callerOf(db, p);
      const body = request.body as Form;
      const { company, names } = await checkForm(db, c, body);
      const email = normalizeEmail(body.email);
      await assertEmailFree(db, email);
      const { id, job } = await uniqueEmail(
        db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              userName: email,
              email,
              givenName: body.givenName,
              familyName: body.lastName,
              identification: body.identification,
              phoneNumber: body.phone,
              role: body.role,
              isAdmin: company === null,
              constructorId: company?.id ?? null,
              passwordHash: null,
            })
            .returning();
          if (company && body.projects.length)
            await tx.insert(userSellers).values(
              body.projects.map((x) => ({
                userId: user.id,
                sellerId: x.sellerId,
                constructorId: company.id,
                role: x.role,
              })),
            );
          for (const x of body.projects) await notifyProjectAccess(tx, [user.id], x.sellerId, x.role);
          const audited = {
            ...user,
            constructorName: company ? await nameOf(tx, company.id) : null,
            projects: named(body.projects, names),
          };
          const at = new Date();
          await auditUser(tx, p, user, 'Create', userChanges(null, audited), at);
          const mail = await invitationMail(tx, ctx.env.PUBLIC_URL, user);
          // The invitation follows the creation in the history, whatever the clock's resolution.
          await auditUser(tx, p, user, 'Invite', [], new Date(at.getTime() + 1));
          return { id: user.id, job: await ctx.mail.send(tx as unknown as Db, 'invitation', user.id, mail) };
        }),
      );
      // The user and its invitation's job are written together. The answer waits a little for the first try: a
      // mail server that fails does not undo the user, nor answer a 500; the answer says the invitation is pending
      // (the queue tries again, and "Reenviar invitación" sends a new one).
      const invitationSent = await ctx.mail.delivered(job, INVITATION_WAIT_MS);
      if (!invitationSent) request.log.warn({ userId: id }, 'invitación aún no enviada');
      reply.code(201);
      return { id, invitationSent };
    },
  });

  r.route({
    ...contractRoute(updateUser),
    preHandler: app.authenticate,
    handler: async (request) => {
      const p = principal(request);
      const c = await callerOf(db, p);
      const body = request.body as Form;
      const self = request.params.id === p.userId;
      // One's own name, e-mail, identification and phone are one's to change, for whoever manages users; never
      // one's own role, company or projects.
      const target = self
        ? await visibleUser(db, c, p.userId)
        : await manageableUser(db, c, request.params.id);
      let checked: Awaited<ReturnType<typeof checkForm>>;
      if (self) {
        if (!(p.isAdmin ? managesUsers(p.role) : c.managingRole)) throw forbidden(es.users.userNotAllowed);
        const held = (xs: readonly { sellerId: string; role: string }[]) =>
          xs
            .map((x) => `${x.sellerId}:${x.role}`)
            .sort()
            .join();
        if (
          body.role !== target.role ||
          held(body.projects) !== held(target.projects) ||
          (body.constructorId && body.constructorId !== target.constructorId)
        )
          throw forbidden(es.users.notSelfRole);
        checked = {
          company:
            target.constructorId && target.kind ? { id: target.constructorId, kind: target.kind } : null,
          names: new Map(target.projects.map((x) => [x.sellerId, x.name])),
        };
      } else {
        // A platform administrator keeps the user's company unless it chooses another.
        const form = p.isAdmin
          ? { ...body, constructorId: body.constructorId ?? target.constructorId ?? undefined }
          : body;
        checked = await checkForm(db, c, form);
      }
      const { company, names } = checked;
      const demoted = !isCompanyAdminRole(body.role) || company?.id !== target.constructorId;
      const email = normalizeEmail(body.email);
      if (email !== target.userName.toLowerCase()) await assertEmailFree(db, email, target.id);
      await uniqueEmail(
        db.transaction(async (tx) => {
          if (demoted) {
            await lockCompanyAdmins(tx, target.constructorId);
            if (await isLastAdmin(tx, target)) throw conflict(es.users.lastAdmin);
          }
          const [user] = await tx
            .update(users)
            .set({
              userName: email,
              email,
              givenName: body.givenName,
              familyName: body.lastName,
              identification: body.identification,
              phoneNumber: body.phone,
              role: body.role,
              isAdmin: company === null,
              constructorId: company?.id ?? null,
              updatedAt: new Date(),
            })
            .where(eq(users.id, target.id))
            .returning();
          await tx.delete(userSellers).where(eq(userSellers.userId, target.id));
          if (company && body.projects.length)
            await tx.insert(userSellers).values(
              body.projects.map((x) => ({
                userId: target.id,
                sellerId: x.sellerId,
                constructorId: company.id,
                role: x.role,
              })),
            );
          // A project it did not have, or a new role there: the user is told (issue 14).
          for (const x of body.projects)
            if (!target.projects.some((t) => t.sellerId === x.sellerId && t.role === x.role))
              await notifyProjectAccess(tx, [target.id], x.sellerId, x.role);
          const companyName = company?.id === target.constructorId ? target.constructorName : undefined;
          const changes = userChanges(
            { ...target, projects: target.projects },
            {
              ...user,
              constructorName: company ? (companyName ?? (await nameOf(tx, company.id))) : null,
              projects: named(body.projects, names),
            },
          );
          if (changes.length) await auditUser(tx, p, user, 'Update', changes);
        }),
      );
      return { id: target.id };
    },
  });
}

async function nameOf(tx: Pick<Db, 'select'>, constructorId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: constructors.name })
    .from(constructors)
    .where(eq(constructors.id, constructorId));
  return row?.name ?? null;
}
