import {
  effectiveKeyword,
  es,
  PROJECT_STATUSES,
  type ProjectStatus,
  projectStatusPercent,
  type RoleName,
} from '@tu360/domain';
import type { ProjectListQuery } from '@tu360/domain/contracts';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  certificates,
  cities,
  constructors,
  departments,
  sellerDetails,
  sellerImages,
  sellers,
  userSellers,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, sellerScope } from '../../lib/tenant-scope.ts';
import type { Principal } from '../auth/identity.ts';
import { fileUrl } from '../files/routes.ts';

export function listFilters(
  p: Principal,
  q: Omit<ProjectListQuery, 'PageNumber' | 'PageSize'>,
): SQL | undefined {
  const keyword = effectiveKeyword(q.Keyword);
  return and(
    sellerScope(p),
    q.IdConstructor ? eq(sellers.constructorId, q.IdConstructor) : undefined,
    q.IdSeller ? eq(sellers.id, q.IdSeller) : undefined,
    q.Status ? eq(sellers.status, q.Status) : undefined,
    q.Active ? ne(sellers.status, 'Hide') : undefined,
    keyword
      ? or(ilike(sellers.name, likePattern(keyword)), ilike(sellers.businessName, likePattern(keyword)))
      : undefined,
  );
}

export async function listProjects(db: Db, p: Principal, q: ProjectListQuery) {
  const where = listFilters(p, q);
  const sortColumn = {
    name: sql`lower(${sellers.name})`,
    status: sellers.status,
    createdAt: sellers.createdAt,
    updatedAt: sellers.updatedAt,
    city: sql`lower(${cities.name})`,
  }[q.field ?? 'updatedAt'];
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: sellers.id,
        name: sellers.name,
        businessName: sellers.businessName,
        status: sellers.status,
        statusDetail: sellers.statusDetail,
        constructorId: sellers.constructorId,
        constructorName: constructors.name,
        logo: sellers.logo,
        cityName: cities.name,
        departmentName: departments.name,
        createdAt: sellers.createdAt,
        updatedAt: sellers.updatedAt,
        isCertificate: sellers.isCertificate,
        role: userSellers.role,
      })
      .from(sellers)
      .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
      .leftJoin(cities, eq(cities.id, sellers.cityId))
      .leftJoin(departments, eq(departments.id, sellers.departmentId))
      .leftJoin(userSellers, and(eq(userSellers.sellerId, sellers.id), eq(userSellers.userId, p.userId)))
      .where(where)
      .orderBy(direction(sortColumn), asc(sellers.id))
      .limit(q.PageSize)
      .offset((q.PageNumber - 1) * q.PageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(sellers).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      // The database's checks keep both to the domain's lists.
      status: r.status as ProjectStatus,
      role: r.role as RoleName | null,
      logo: fileUrl(r.logo),
      percent: projectStatusPercent(r.status),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    totalData: total,
  };
}

export async function countProjects(db: Db, p: Principal, constructorId?: string) {
  const rows = await db
    .select({ status: sellers.status, count: sql<number>`count(*)::int` })
    .from(sellers)
    .where(and(sellerScope(p), constructorId ? eq(sellers.constructorId, constructorId) : undefined))
    .groupBy(sellers.status);
  const byStatus = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, 0])) as Record<ProjectStatus, number>;
  for (const r of rows) byStatus[r.status as ProjectStatus] = r.count;
  return { totalData: rows.reduce((n, r) => n + r.count, 0), byStatus };
}

export async function projectImages(db: Db, sellerId: string) {
  const rows = await db
    .select()
    .from(sellerImages)
    .where(eq(sellerImages.sellerId, sellerId))
    .orderBy(asc(sellerImages.order), asc(sellerImages.createdAt));
  return rows.map((i) => ({
    id: i.id,
    image: fileUrl(i.fileId) as string,
    name: i.name,
    label: i.label,
    text: i.text,
    isMain: i.isMain,
    order: i.order,
  }));
}

export async function getProject(db: Db, p: Principal, id: string) {
  const [row] = await db
    .select({
      seller: sellers,
      constructorName: constructors.name,
      realState: constructors.realState,
      certificate: { id: certificates.id, name: certificates.name, logo: certificates.logo },
      role: userSellers.role,
    })
    .from(sellers)
    .innerJoin(constructors, eq(constructors.id, sellers.constructorId))
    .leftJoin(certificates, eq(certificates.id, sellers.certificateId))
    .leftJoin(userSellers, and(eq(userSellers.sellerId, sellers.id), eq(userSellers.userId, p.userId)))
    .where(and(eq(sellers.id, id), sellerScope(p)));
  if (!row) throw notFound(es.project.notFound);
  const s = row.seller;
  const details = await db
    .select({ key: sellerDetails.key, value: sellerDetails.value })
    .from(sellerDetails)
    .where(eq(sellerDetails.sellerId, id))
    .orderBy(asc(sellerDetails.key));
  return {
    id: s.id,
    name: s.name,
    businessName: s.businessName,
    email: s.email,
    address: s.address,
    departmentId: s.departmentId,
    cityId: s.cityId,
    phone: s.phone,
    whatsAppPhone: s.whatsAppPhone,
    constructorId: s.constructorId,
    constructorName: row.constructorName,
    realState: row.realState,
    logo: fileUrl(s.logo),
    banner: fileUrl(s.banner),
    status: s.status as ProjectStatus,
    statusDetail: s.statusDetail,
    percent: projectStatusPercent(s.status),
    level: s.level,
    isCertificate: s.isCertificate,
    certificateId: s.certificateId,
    certificate: row.certificate?.id ? { ...row.certificate, logo: fileUrl(row.certificate.logo) } : null,
    rentingAvaliable: s.rentingAvailable,
    detailSellers: details,
    images: await projectImages(db, id),
    role: (row.role ?? (p.isAdmin ? p.role : null)) as RoleName | null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
