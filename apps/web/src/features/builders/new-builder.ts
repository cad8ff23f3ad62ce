import { ROUTES } from '@tu360/domain';

/** Query parameter of /dependencias/datos-basicos that opens the creation form (the panel's Agregar). */
export const NEW_BUILDER_PARAM = 'nueva';
export type NewBuilderKind = 'constructora' | 'inmobiliaria';

export function newBuilderPath(isAgency: boolean): string {
  const kind: NewBuilderKind = isAgency ? 'inmobiliaria' : 'constructora';
  return `${ROUTES.basicData}?${NEW_BUILDER_PARAM}=${kind}`;
}

export function newBuilderKind(value: string | null): NewBuilderKind | null {
  return value === 'constructora' || value === 'inmobiliaria' ? value : null;
}
