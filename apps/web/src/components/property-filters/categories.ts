import { CATEGORY_BY_TYPE } from '@tu360/domain';

/** Categories with their Spanish names (Apartamento → Apartment, Casa → House, Apartaestudio → StudioApartment). */
export const CATEGORY_OPTIONS = Object.entries(CATEGORY_BY_TYPE).map(([label, value]) => ({ value, label }));
export const categoryLabel = (c: string | null | undefined) =>
  CATEGORY_OPTIONS.find((o) => o.value === c)?.label ?? '';
