import { ROUTES } from '@tu360/domain';

/** Query parameter of the project page that opens its logo, banner and images tab. */
export const MEDIA_TAB_PARAM = 'seccion';
export const MEDIA_TAB_VALUE = 'imagenes';

export function projectPath(id: string, media = false): string {
  const path = ROUTES.projectEdit.replace(':id', id);
  return media ? `${path}?${MEDIA_TAB_PARAM}=${MEDIA_TAB_VALUE}` : path;
}
