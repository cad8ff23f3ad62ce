import { permissionsOf, ROLE_NAMES } from '@tu360/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { storeImage } from '../../lib/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import {
  certificates,
  cities,
  constructors,
  leads,
  notifications,
  properties,
  propertyDetails,
  propertyImages,
  roleClaims,
  sellerDetails,
  sellerImages,
  sellers,
  termsAcceptances,
  userSellers,
  users,
} from '../schema.ts';
import { DEMO_CERTIFICATES, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';
import { demoLogo, demoPhoto } from './demo-images.ts';
import { FIRST_TERMS } from './terms.ts';

/** Role claims (permission claims per role), rewritten at every start to match packages/domain. */
export async function syncRoleClaims(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(roleClaims).where(eq(roleClaims.claimType, 'permission'));
    const values = ROLE_NAMES.flatMap((role) =>
      permissionsOf(role).map((claimValue) => ({ roleName: role, claimType: 'permission', claimValue })),
    );
    await tx.insert(roleClaims).values(values);
  });
}

const PROPERTY_STATUSES_BUILDER = [
  'Published',
  'OnApprobation',
  'Incomplete',
  'Rejected',
  'Hidden',
  'Approved',
] as const;
const PROPERTY_STATUSES_AGENCY = ['Published', 'OnApprobation', 'Incomplete', 'Rejected'] as const;
const TYPES = [
  { type: 'Apartamento', category: 4 },
  { type: 'Casa', category: 5 },
  { type: 'Apartaestudio', category: 6 },
] as const;

const DESCRIPTION =
  'Inmueble con excelente iluminación natural, espacios amplios y acabados de primera calidad. Ubicado cerca de centros comerciales, colegios y vías principales, con zonas comunes completas para toda la familia.';

function progressOf(status: string): { progress: 'Full' | 'Medium' | 'Incomplete'; progressStatus: number } {
  if (status === 'Incomplete') return { progress: 'Incomplete', progressStatus: 3 };
  if (status === 'OnApprobation') return { progress: 'Medium', progressStatus: 2 };
  return { progress: 'Full', progressStatus: 1 };
}

/** The demo data set of the README, inserted on first run. Idempotent: does nothing when users exist. */
export async function seedDemo(db: Db, storage: FileStorage): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  // Generated pictures are shared by the rows that show them.
  const photos: string[] = [];
  for (let i = 0; i < 8; i++)
    photos.push(await storeImage(db, storage, await demoPhoto(i, `Tu360 · Foto ${i + 1}`), null));

  for (const [i, c] of DEMO_CERTIFICATES.entries()) {
    const logo = await storeImage(db, storage, await demoLogo(i + 3, c.name), null);
    await db.insert(certificates).values({ name: c.name, isActive: c.isActive, logo });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const projectIds = new Map<string, string>();
  const companyIds = new Map<string, string>();

  for (const [ci, company] of DEMO_COMPANIES.entries()) {
    const [city] = await db.select().from(cities).where(eq(cities.code, company.city));
    const logo = await storeImage(db, storage, await demoLogo(ci, company.name), null);
    const [row] = await db
      .insert(constructors)
      .values({
        name: company.name,
        nit: company.nit,
        email: company.email,
        age: 10 + ci * 3,
        pageUrl: `https://www.${company.key}.test`,
        guild: 'Camacol',
        departmentId: city.departmentId,
        cityId: city.id,
        address: `Calle ${10 + ci * 7} # ${20 + ci} - ${30 + ci}`,
        phoneNumber: `60${ci}4440000`,
        whatsAppPhone: company.realState ? `31055500${ci}0` : null,
        description: `${company.name}: vivienda nueva y usada con respaldo de Tu360Inmobiliario.`,
        realState: company.realState,
        logo,
        banner: photos[ci % photos.length],
      })
      .returning({ id: constructors.id });
    companyIds.set(company.key, row.id);

    for (const [pi, project] of company.projects.entries()) {
      const pLogo = await storeImage(db, storage, await demoLogo(ci + pi + 1, project.name), row.id);
      const [seller] = await db
        .insert(sellers)
        .values({
          constructorId: row.id,
          name: project.name,
          businessName: `${project.name} S.A.S.`,
          email: `ventas.${project.key}@${company.key}.test`,
          address: `Carrera ${40 + pi} # ${50 + ci} - ${10 + pi}`,
          departmentId: city.departmentId,
          cityId: city.id,
          phone: `60${ci}4441${pi}00`,
          status: project.status,
          statusDetail: project.statusDetail ?? null,
          logo: pLogo,
          banner: photos[(ci + pi) % photos.length],
        })
        .returning({ id: sellers.id });
      projectIds.set(project.key, seller.id);
      await db.insert(sellerDetails).values([
        {
          sellerId: seller.id,
          constructorId: row.id,
          key: 'CamacolCode',
          value: `CAM-${1000 + ci * 10 + pi}`,
        },
        { sellerId: seller.id, constructorId: row.id, key: 'Nit', value: company.nit },
        {
          sellerId: seller.id,
          constructorId: row.id,
          key: 'construye',
          value: company.realState ? 'No' : 'Sí',
        },
        { sellerId: seller.id, constructorId: row.id, key: 'estrato', value: String(3 + (pi % 3)) },
      ]);
      await db.insert(sellerImages).values(
        [0, 1, 2].map((k) => ({
          sellerId: seller.id,
          constructorId: row.id,
          fileId: photos[(ci + pi + k) % photos.length],
          name: `Imagen ${k + 1}`,
          label: k === 0 ? 'Fachada' : 'Zonas comunes',
          text: `${project.name} - imagen ${k + 1}`,
          isMain: k === 0,
          order: k,
        })),
      );

      const statuses = company.realState ? PROPERTY_STATUSES_AGENCY : PROPERTY_STATUSES_BUILDER;
      for (const [si, status] of statuses.entries()) {
        const kind = TYPES[si % TYPES.length];
        const price = 180_000_000 + (ci * 7 + pi * 3 + si) * 23_500_000;
        const { progress, progressStatus } = progressOf(status);
        const [property] = await db
          .insert(properties)
          .values({
            refId: `${company.key.toUpperCase()}-${project.key.toUpperCase()}-${si + 1}`,
            constructorId: row.id,
            sellerId: seller.id,
            isRealState: company.realState,
            name: `${kind.type} ${101 + si * 100} - ${project.name}`,
            description: DESCRIPTION,
            listPrice: price,
            costPrice: price,
            score: 1,
            step: status === 'Incomplete' ? 2 : 5,
            progress,
            progressStatus,
            vtexCategoryId: kind.category,
            vtexDepartmentId: kind.category,
            departmentId: city.departmentId,
            cityId: city.id,
            status,
            statusDetail:
              status === 'Rejected' ? 'El precio no corresponde al área registrada del inmueble.' : null,
          })
          .returning({ id: properties.id });
        const details: Record<string, string> = {
          'Estado del inmueble': company.realState ? 'Usado' : 'Nuevo',
          'Tipo de inmueble': kind.type,
          'Área (m²)': String(60 + si * 12),
          'Área privada (m²)': String(55 + si * 12),
          'Área construida (m²)': String(62 + si * 12),
          Habitaciones: String(1 + (si % 3)),
          Baños: String(1 + (si % 2)),
          'Número de parqueaderos': String(si % 2),
          Estrato: String(3 + (si % 3)),
          Dirección: `Calle ${100 + si} # ${15 + pi} - ${20 + ci}`,
          Latitud: String(city.latitude),
          Longitud: String(city.longitude),
          Barrio: 'El Poblado',
        };
        if (!company.realState) {
          Object.assign(details, {
            'Etapa del proyecto': 'Construcción',
            'Estado de entrega': 'Sobre planos',
            'Estado de venta inmueble': 'Disponible',
            'Cuota inicial ($)': String(Math.round(price * 0.3)),
          });
        }
        if (status !== 'Incomplete') details['Precio administracion'] = String(250_000 + si * 10_000);
        await db.insert(propertyDetails).values(
          Object.entries(details).map(([key, value]) => ({
            propertyId: property.id,
            constructorId: row.id,
            key,
            value,
          })),
        );
        const imageCount = status === 'Incomplete' ? 2 : 5;
        await db.insert(propertyImages).values(
          Array.from({ length: imageCount }, (_, k) => ({
            propertyId: property.id,
            constructorId: row.id,
            fileId: photos[(si + k) % photos.length],
            order: k,
            isMain: k === 0,
            label: k === 0 ? 'Fachada' : 'Interior',
          })),
        );
        if (si < 3) {
          await db.insert(leads).values({
            constructorId: row.id,
            sellerId: seller.id,
            propertyId: property.id,
            fullName: ['Ana María Torres', 'Jorge Iván Pérez', 'Lucía Fernández'][si],
            email: `cliente${ci}${pi}${si}@correo.test`,
            phone: `31${ci}${pi}${si}000000`.slice(0, 10),
            identification: `10${ci}${pi}${si}55667`,
            message: 'Me interesa conocer el inmueble y las opciones de financiación.',
          });
        }
      }
    }

    const firstProject = projectIds.get(company.projects[0].key) as string;
    const notes = [
      {
        type: 'Lead',
        operation: 'Create',
        title: 'Nuevo cliente potencial',
        message:
          '<p>Un cliente está interesado en <b>Apartamento 101</b>. Revise sus datos de contacto en Clientes potenciales.</p>',
        state: 'NotRead',
      },
      {
        type: 'Product',
        operation: 'Create',
        title: 'Inmueble aprobado',
        message: '<p>El inmueble <b>Casa 201</b> fue aprobado y ya está publicado en la tienda.</p>',
        state: 'NotRead',
      },
      {
        type: 'Product',
        operation: 'Reported',
        title: 'Inmueble rechazado',
        message:
          '<p>El inmueble <b>Apartaestudio 401</b> fue rechazado: el precio no corresponde al área registrada.</p>',
        state: 'Read',
      },
      {
        type: 'Seller',
        operation: 'Create',
        title: 'Proyecto en aprobación',
        message: 'El proyecto fue enviado a aprobación del administrador de la plataforma.',
        state: 'Read',
      },
      {
        type: 'User',
        operation: 'Create',
        title: 'Nuevo usuario',
        message: 'Se creó un nuevo usuario para su constructora.',
        state: 'NotRead',
      },
    ] as const;
    await db.insert(notifications).values(
      notes.slice(0, 3 + (ci % 3)).map((n, k) => ({
        constructorId: row.id,
        sellerId: firstProject,
        isRealState: company.realState,
        title: n.title,
        message: n.message,
        type: n.type,
        operation: n.operation,
        notificationState: n.state,
        createdAt: new Date(Date.now() - k * 26 * 3600 * 1000),
      })),
    );
  }

  for (const u of DEMO_USERS) {
    const company = u.company ? DEMO_COMPANIES.find((c) => c.key === u.company) : undefined;
    const constructorId = company ? (companyIds.get(company.key) as string) : null;
    const [user] = await db
      .insert(users)
      .values({
        userName: u.userName,
        email: u.userName,
        givenName: u.givenName,
        familyName: u.familyName,
        phoneNumber: u.phone,
        identification: u.identification,
        passwordHash,
        role: u.role,
        isAdmin: u.isAdmin,
        constructorId,
      })
      .returning({ id: users.id });
    if (company && constructorId) {
      const stores =
        u.stores === 'all'
          ? Object.fromEntries(company.projects.map((p) => [p.key, u.role]))
          : (u.stores ?? {});
      const rows = Object.entries(stores).map(([key, role]) => ({
        userId: user.id,
        sellerId: projectIds.get(key) as string,
        constructorId,
        role,
      }));
      if (rows.length) await db.insert(userSellers).values(rows);
      if (company.acceptedTerms && u.role === 'Admintrador_Seller' && u.stores === 'all')
        await db
          .insert(termsAcceptances)
          .values({ constructorId, userId: user.id, version: FIRST_TERMS.version });
    }
  }
  await giveNotificationsToReaders(db);
  return true;
}

/**
 * Each notification is its recipient's (issue 14): every seeded one is copied to the users who would have
 * received it (the builder's users and the platform's, whose role reads notifications), and the unaddressed
 * originals, shown to nobody, go.
 */
async function giveNotificationsToReaders(db: Db) {
  const notes = await db.select().from(notifications);
  const readers = (
    await db
      .select({ id: users.id, role: users.role, isAdmin: users.isAdmin, constructorId: users.constructorId })
      .from(users)
  ).filter((u) => permissionsOf(u.role).includes('notifications.read'));
  const copies = notes.flatMap(({ id: _id, ...n }) =>
    readers
      .filter((u) => u.isAdmin || u.constructorId === n.constructorId)
      .map((u) => ({ ...n, recipientId: u.id })),
  );
  if (copies.length) await db.insert(notifications).values(copies);
  await db.delete(notifications).where(isNull(notifications.recipientId));
}
