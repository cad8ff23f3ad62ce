import type { WhatsAppContactBody } from '@tu360/domain';
import { createContact, getContacts, updateContact, type WhatsAppContact } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { sellers, whatsAppContactProjects, whatsAppContacts } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import {
  assertConstructorAccess,
  assertConstructorWrite,
  assertSellersWrite,
} from '../../lib/tenant-scope.ts';
import { principal } from '../../plugins/auth.ts';
import type { Principal } from '../auth/identity.ts';

async function contactsOf(db: Db, constructorId: string, onlyId?: string) {
  const rows = await db
    .select({
      id: whatsAppContacts.id,
      whatsAppPhone: whatsAppContacts.whatsAppPhone,
      sellerId: whatsAppContactProjects.sellerId,
    })
    .from(whatsAppContacts)
    .leftJoin(whatsAppContactProjects, eq(whatsAppContactProjects.contactId, whatsAppContacts.id))
    .where(
      and(
        eq(whatsAppContacts.constructorId, constructorId),
        onlyId ? eq(whatsAppContacts.id, onlyId) : undefined,
      ),
    )
    .orderBy(whatsAppContacts.createdAt);
  const byId = new Map<string, WhatsAppContact>();
  for (const r of rows) {
    const c = byId.get(r.id) ?? { id: r.id, whatsAppPhone: r.whatsAppPhone, projectIds: [] };
    if (r.sellerId) c.projectIds.push(r.sellerId);
    byId.set(r.id, c);
  }
  return [...byId.values()];
}

/** Every project must be the builder's and writable by the caller. */
async function assertProjects(db: Db, p: Principal, constructorId: string, projectIds: string[]) {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.constructorId, constructorId), inArray(sellers.id, projectIds)));
  if (rows.length !== new Set(projectIds).size)
    throw badRequest('Alguno de los proyectos seleccionados no pertenece a la constructora.');
  await assertSellersWrite(db, p, projectIds, 'catalog.write');
}

/** WhatsApp contact shared by several projects of a builder (a project belongs to one contact). */
export async function contactRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };

  r.route({
    ...contractRoute(getContacts),
    ...auth,
    handler: async (request) => {
      assertConstructorAccess(principal(request), request.query.constructorId);
      return contactsOf(db, request.query.constructorId);
    },
  });

  async function save(p: Principal, input: WhatsAppContactBody, id?: string) {
    await assertConstructorWrite(db, p, input.ConstructorId, 'catalog.write');
    await assertProjects(db, p, input.ConstructorId, input.projectIds);
    // Changing a contact also changes the projects it leaves: the caller must be able to write there too.
    if (id) {
      const [current] = await contactsOf(db, input.ConstructorId, id);
      if (!current) throw notFound('El contacto no existe.');
      await assertSellersWrite(db, p, current.projectIds, 'catalog.write');
    }
    const contactId = await db.transaction(async (tx) => {
      let cid = id;
      if (cid) {
        const updated = await tx
          .update(whatsAppContacts)
          .set({ whatsAppPhone: input.WhatsAppPhone, updatedAt: new Date() })
          .where(and(eq(whatsAppContacts.id, cid), eq(whatsAppContacts.constructorId, input.ConstructorId)))
          .returning({ id: whatsAppContacts.id });
        if (!updated.length) throw notFound('El contacto no existe.');
        await tx.delete(whatsAppContactProjects).where(eq(whatsAppContactProjects.contactId, cid));
      } else {
        const [row] = await tx
          .insert(whatsAppContacts)
          .values({ constructorId: input.ConstructorId, whatsAppPhone: input.WhatsAppPhone })
          .returning({ id: whatsAppContacts.id });
        cid = row.id;
      }
      const projectIds = [...new Set(input.projectIds)];
      await tx.delete(whatsAppContactProjects).where(inArray(whatsAppContactProjects.sellerId, projectIds));
      await tx
        .insert(whatsAppContactProjects)
        .values(projectIds.map((sellerId) => ({ contactId: cid as string, sellerId })));
      await tx
        .update(sellers)
        .set({ whatsAppPhone: input.WhatsAppPhone })
        .where(inArray(sellers.id, projectIds));
      return cid;
    });
    const [saved] = await contactsOf(db, input.ConstructorId, contactId);
    return saved;
  }

  r.route({
    ...contractRoute(createContact),
    ...auth,
    handler: async (request) => save(principal(request), request.body),
  });
  r.route({
    ...contractRoute(updateContact),
    ...auth,
    handler: async (request) => save(principal(request), request.body, request.body.id),
  });
}
