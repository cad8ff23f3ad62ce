import {
  canTransitionProject,
  es,
  type ProjectBody,
  type ProjectStatus,
  permissionsOf,
  projectApprovalGaps,
  projectStatusLabel,
  statusNeedsReason,
} from '@tu360/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  certificates,
  properties,
  sellerDetails,
  sellerImages,
  sellers,
  userSellers,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { assertConstructorWrite, assertSellerAccess } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { notifyProjectDecision, notifyProjectSent } from '../notifications/events.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function activeCertificate(db: Db | Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.isActive, true)));
  if (!row) throw badRequest('El certificado seleccionado no existe o no está activo.');
  return row.id;
}

async function writeDetails(
  tx: Tx,
  sellerId: string,
  constructorId: string,
  details: ProjectBody['detailSellers'],
) {
  for (const d of details) {
    await tx
      .insert(sellerDetails)
      .values({ sellerId, constructorId, key: d.key, value: d.value })
      .onConflictDoUpdate({ target: [sellerDetails.sellerId, sellerDetails.key], set: { value: d.value } });
  }
}

function columns(body: ProjectBody) {
  return {
    name: body.name ?? body.businessName,
    businessName: body.businessName,
    email: body.email,
    address: body.address,
    departmentId: body.departmentId,
    cityId: body.cityId,
    phone: body.phone,
    whatsAppPhone: body.whatsAppPhone ?? null,
    rentingAvailable: body.rentingAvaliable ?? false,
  };
}

/** v3 create-project: level 1, set to Incomplete right after creation (spec section 4). */
export async function createProject(db: Db, p: Principal, body: ProjectBody) {
  const constructorId = p.isAdmin ? body.constructorId : p.constructorId;
  if (!constructorId) throw badRequest('Seleccione la constructora o inmobiliaria del proyecto.');
  if (!p.isAdmin && body.constructorId && body.constructorId !== p.constructorId)
    throw forbidden(es.auth.forbidden);
  const role = await assertConstructorWrite(db, p, constructorId, 'catalog.write');
  const certificateId = await activeCertificate(db, body.certificateId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sellers)
      .values({
        ...columns(body),
        constructorId,
        level: 1,
        status: 'Incomplete',
        certificateId,
        isCertificate: !!certificateId,
        createdBy: p.userId,
      })
      .returning({ id: sellers.id, status: sellers.status, level: sellers.level });
    await writeDetails(tx, row.id, constructorId, body.detailSellers);
    // The creator is assigned to it (docs/api-builders-projects.md). A platform admin is no store user: the
    // builder's administrators get the project instead, so that someone at the builder can see it. Other
    // store users are assigned explicitly (user management), never implicitly.
    const admins = p.isAdmin
      ? await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(
            and(
              eq(users.constructorId, constructorId),
              inArray(users.role, ['Admintrador_Seller', 'Administrador_SellerDeSeller']),
            ),
          )
      : [];
    const assigned = new Map(admins.map((u) => [u.id, u.role]));
    if (!p.isAdmin) assigned.set(p.userId, role);
    if (assigned.size)
      await tx
        .insert(userSellers)
        .values([...assigned].map(([userId, role]) => ({ userId, sellerId: row.id, constructorId, role })))
        .onConflictDoNothing();
    await tx.insert(auditLog).values({
      transactionalId: row.id,
      entityType: 'seller',
      entityId: row.id,
      constructorId,
      sellerId: row.id,
      userId: p.userId,
      userName: p.userName,
      action: 'create',
    });
    return { ...row, status: row.status as ProjectStatus };
  });
}

export async function updateProject(db: Db, p: Principal, id: string, body: ProjectBody) {
  await assertSellerAccess(db, p, id, 'catalog.write');
  const certificateId = await activeCertificate(db, body.certificateId);
  const [current] = await db.select().from(sellers).where(eq(sellers.id, id));
  await db.transaction(async (tx) => {
    await tx
      .update(sellers)
      .set({ ...columns(body), certificateId, isCertificate: !!certificateId, updatedAt: new Date() })
      .where(eq(sellers.id, id));
    await writeDetails(tx, id, current.constructorId, body.detailSellers);
  });
  if (body.status && body.status !== current.status)
    await changeProjectStatus(db, p, id, body.status, body.statusDetail);
}

/** The domain's approval rules (Camacol, NIT, logo, images): 400 naming every gap, as the portal shows them. */
async function assertReadyForApproval(tx: Tx, project: typeof sellers.$inferSelect) {
  const [{ imageCount }] = await tx
    .select({ imageCount: sql<number>`count(*)::int` })
    .from(sellerImages)
    .where(eq(sellerImages.sellerId, project.id));
  const detailSellers = await tx
    .select({ key: sellerDetails.key, value: sellerDetails.value })
    .from(sellerDetails)
    .where(eq(sellerDetails.sellerId, project.id));
  const gaps = projectApprovalGaps({ logo: project.logo, imageCount, detailSellers });
  if (gaps.length) throw badRequest(es.project.approvalGaps.sentence(gaps), gaps);
}

/**
 * Status change with its reason. Only the transitions of PROJECT_TRANSITIONS for the caller's side; hiding a
 * project hides all its properties in the same transaction.
 */
export async function changeProjectStatus(
  db: Db,
  p: Principal,
  id: string,
  to: ProjectStatus,
  statusDetail?: string,
) {
  const role = await assertSellerAccess(db, p, id);
  const needed = to === 'Synchronized' || to === 'Rejected' ? 'catalog.approve' : 'catalog.write';
  if (!permissionsOf(role).includes(needed) || (needed === 'catalog.approve' && !p.isAdmin))
    throw forbidden(es.auth.forbidden);
  const reason = statusDetail?.trim();
  if (statusNeedsReason(to) && !reason) throw badRequest(es.project.reasonRequired);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
    const from = current.status as ProjectStatus;
    if (!canTransitionProject(from, to, p.isAdmin ? 'admin' : 'store'))
      throw conflict(es.project.transitionNotAllowed(projectStatusLabel(from), projectStatusLabel(to)));
    if (to === 'OnApprobation') await assertReadyForApproval(tx, current);
    const detail = statusNeedsReason(to) ? (reason as string) : null;
    await tx
      .update(sellers)
      .set({ status: to, statusDetail: detail, updatedAt: new Date() })
      .where(eq(sellers.id, id));
    let hiddenProperties = 0;
    if (to === 'Hide') {
      const hidden = await tx
        .update(properties)
        .set({ status: 'Hidden', statusDetail: detail, updatedAt: new Date() })
        .where(and(eq(properties.sellerId, id), ne(properties.status, 'Hidden')))
        .returning({ id: properties.id });
      hiddenProperties = hidden.length;
    }
    await tx.insert(auditLog).values({
      transactionalId: id,
      entityType: 'seller',
      entityId: id,
      constructorId: current.constructorId,
      sellerId: id,
      userId: p.userId,
      userName: p.userName,
      action: 'status',
      field: 'status',
      valueBefore: from,
      valueAfter: to,
    });
    if (to === 'Synchronized' || to === 'Rejected')
      await notifyProjectDecision(tx, id, to === 'Synchronized', detail);
    if (to === 'OnApprobation') await notifyProjectSent(tx, id);
    return { id, status: to, statusDetail: detail, hiddenProperties };
  });
}
