import { isPublicPropertyDetail, STORE_PROJECT_DETAIL_KEYS } from '@tu360/domain';
import type {
  StoreProject,
  StoreProjectDetail,
  StoreProperty,
  StorePropertyDetail,
} from '@tu360/domain/contracts';
import { fileUrl } from '../files/routes.ts';
import { categoryOf } from '../properties/list-query.ts';
import type { ProjectRow, PropertyRow } from './queries.ts';

/**
 * What leaves for the store: the public fields only, each named here (never a row spread), so that a column added
 * to a table (a cost, a reason, a user id) does not reach the store by accident.
 */

type Image = { fileId: string; isMain: boolean; label: string | null };
const publicImages = (images: Image[]) =>
  images.map((i) => ({ url: fileUrl(i.fileId) as string, isMain: i.isMain, label: i.label }));

export function publicProperty(row: PropertyRow): StoreProperty {
  return {
    productId: row.productId,
    name: row.name,
    listPrice: row.listPrice,
    category: categoryOf(row.vtexCategoryId),
    rooms: row.rooms,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    cityId: row.cityId,
    cityName: row.cityName,
    image: fileUrl(row.image),
    project: { id: row.projectId, name: row.projectName },
    builder: { id: row.builderId, name: row.builderName, logo: fileUrl(row.builderLogo) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function publicPropertyDetail(
  row: PropertyRow & {
    description: string | null;
    videoUrl: string | null;
    subsidyType: string;
    details: { key: string; value: string }[];
    images: Image[];
  },
): StorePropertyDetail {
  return {
    ...publicProperty(row),
    description: row.description,
    videoUrl: row.videoUrl,
    subsidyType: row.subsidyType,
    details: row.details
      .filter((d) => isPublicPropertyDetail(d.key))
      .map((d) => ({ key: d.key, value: d.value })),
    images: publicImages(row.images),
  };
}

export function publicProject(row: ProjectRow): StoreProject {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    cityId: row.cityId,
    cityName: row.cityName,
    phone: row.phone,
    whatsAppPhone: row.whatsAppPhone,
    logo: fileUrl(row.logo),
    banner: fileUrl(row.banner),
    isCertificate: row.isCertificate,
    rentingAvailable: row.rentingAvailable,
    builder: { id: row.builderId, name: row.builderName, logo: fileUrl(row.builderLogo) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function publicProjectDetail(
  row: ProjectRow & { details: { key: string; value: string }[]; images: Image[]; totalProperties: number },
): StoreProjectDetail {
  const shown = STORE_PROJECT_DETAIL_KEYS as readonly string[];
  return {
    ...publicProject(row),
    details: row.details.filter((d) => shown.includes(d.key)).map((d) => ({ key: d.key, value: d.value })),
    images: publicImages(row.images),
    totalProperties: row.totalProperties,
  };
}
