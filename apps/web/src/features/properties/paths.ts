import { ROUTES } from '@tu360/domain';

/** Query parameter of the property page that holds the wizard step. */
export const STEP_PARAM = 'paso';

export function propertyPath(productId: number, step?: number): string {
  const path = ROUTES.propertyEdit.replace(':productId', String(productId));
  return step ? `${path}?${STEP_PARAM}=${step}` : path;
}

/** Navigation state of links to a property: the list it was opened from, for "Volver a la lista". */
export interface FromState {
  from?: string;
}
