import type { Category, CompletenessColor, Progress } from '@tu360/domain';

/** A responsible user of a property (GET get-realstates with GetReaders, get-product-id). */
export interface ResponsibleUser {
  userId: string;
  name: string;
  reason?: 'product' | 'location' | 'price';
  ruleId?: string;
}

/** A property of GET product/api/v2/get-realstates. */
export interface PropertyItem {
  id: string;
  productId: number;
  refId: string;
  name: string;
  status: string;
  statusDetail: string | null;
  progress: Progress | null;
  listPrice: number | null;
  category: Category | null;
  sellerId: string;
  sellerName: string;
  constructorId: string;
  constructorName: string;
  cityName: string | null;
  departmentName: string | null;
  image: string | null;
  isRealState: boolean;
  approvedToUpdate: boolean;
  createdAt: string;
  updatedAt: string;
  responsibleUsers?: ResponsibleUser[];
}

export interface PropertyImage {
  id: string;
  image: string;
  order: number;
  isMain: boolean;
  label: string | null;
  text: string | null;
}

/** GET product/api/v2/get-product-id. */
export interface PropertyDetail {
  id: string;
  productId: number;
  refId: string;
  name: string;
  description: string | null;
  listPrice: number | null;
  costPrice: number | null;
  score: number | null;
  step: number | null;
  progressStatus: number | null;
  progress: Progress | null;
  status: string;
  statusDetail: string | null;
  category: Category | null;
  departmentId: string | null;
  cityId: string | null;
  sellerId: string;
  sellerName: string;
  constructorId: string;
  isRealState: boolean;
  videoUrl: string | null;
  approvedToUpdate: boolean;
  sellerStratum: string | null;
  detailProducts: { key: string; value: string | null }[];
  images: PropertyImage[];
  responsibleUsers: ResponsibleUser[];
  createdAt: string;
  updatedAt: string;
}

/** Answer of the create/update calls of the wizard. */
export interface SaveAnswer {
  id: string;
  productId: number;
  refId: string;
  status: string;
  progress: Progress;
  percent: number;
  color: CompletenessColor;
  progressStatus: number;
  message?: string;
}

export type PropertySortField = 'name' | 'price' | 'createdAt' | 'updatedAt' | 'status' | 'city';
